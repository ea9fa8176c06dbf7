"""AutoGraph's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.converter import Converter

ENTRY = Converter(
    "autograph",
    "tensorflow",
    ("tensorflow", "tensorflow-cpu", "tf-nightly"),
    "harness.convert.autograph.driver",
    title="AutoGraph",
    order=10,
    views="harness.convert.autograph.views:VIEWS",
    primary_outputs=(("converted.py", "Final code"), ("graph.txt", "TensorFlow graph")),
    environment=("TF_", "KERAS_", "DNNL_", "MKL_", "OMP_", "OPENBLAS_"),
    family=("keras", "keras-nightly", "tf-keras"),  # Keras names the graph's scopes (dense_1/MatMul)
    pinned=(("TF_CPP_MIN_LOG_LEVEL", "2"),),
    unwraps=("python_function",),
)

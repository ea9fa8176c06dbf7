"""AutoGraph's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.autograph.normalizers import NORMALIZERS
from harness.convert.passlog import LOG
from harness.converter import CaseOption, Converter

FEATURES = CaseOption.names(
    "autograph_features",
    "feature names",
    "LISTS",
    "AutoGraph's optional features (members of the installed tf.autograph.experimental.Feature): AutoGraph's whole "
    "conversion of the case uses them, as tf.function(experimental_autograph_options=...) would",
)

INPUT_SIGNATURE = CaseOption(
    "input_signature",
    None,
    lambda option, value: _signature(option, value),
    "the case's tf.function input signature (tf.function(input_signature=...), a list of tf.TensorSpec): graph.txt "
    "and the behaviour run trace the case with it, not with the shapes of its first input set; a case decorated "
    "@tf.function(input_signature=...) is traced with its decorator's; a case with no inputs, with the signature "
    "alone (graph.txt, and no behaviour.txt: no value runs it)",
)

REDUCE_RETRACING = CaseOption.flag(
    "reduce_retracing",
    "tf.function(reduce_retracing=True) for the behaviour run: a later input set whose shapes differ is traced with "
    "them relaxed (None where they differ), and traces.txt says so; a case decorated "
    "@tf.function(reduce_retracing=True) is run with its decorator's",
)


def _signature(option: str, value: object) -> tuple[object, ...]:
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{option} must be a list of tf.TensorSpec, as tf.function takes it, not {value!r}")
    return tuple(value)


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
    options=(FEATURES, INPUT_SIGNATURE, REDUCE_RETRACING),
    normalizers=NORMALIZERS,
    values="harness.convert.autograph.values:tf_values",  # SparseTensor and extension types, field by field
    rules=(
        ("converted.py", 17, "generated source: the case's float literals, by repr"),
        (LOG, 0, "pass numbers, names, verdicts and the names of features that are off"),
        ("[0-9][0-9]_*.py", 17, "source that AutoGraph unparsed: the case's float literals, by repr"),
        ("graph.txt", 9, "constants the case wrote, shortest float32 form; the graph is never run"),
    ),
)

"""AutoGraph takes the user's object as the user wrote it (issue 50): a built Keras layer through its ``call``, as
torch's converters take a module's ``forward``; a case decorated ``@tf.function(input_signature=...)`` traced with
its signature, ``decorated.txt`` saying so and naming the options left out."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from helpers import baseline, write_case

pytest.importorskip("tensorflow")

OBJECTS = """
import tensorflow as tf

from harness import case


class Gated(tf.keras.layers.Layer):
    def build(self, shape):
        self.w = self.add_weight(shape=(shape[-1], 2), initializer="ones")

    def call(self, x):
        y = tf.matmul(x, self.w)
        if tf.reduce_sum(y) > 0.0:
            y = tf.nn.relu(y)
        return y


_BUILT = Gated()
_BUILT.build((None, 4))


@case(factory=True, inputs=lambda: (tf.ones((2, 4)),))
def gated_layer():
    layer = Gated()
    layer.build((None, 4))
    return layer


@case(factory=True, inputs=lambda: (tf.ones((2, 4)),))
def module_level_layer():
    return _BUILT
"""

SIGNED = """
import tensorflow as tf

from harness import case


@case(inputs=lambda: (tf.ones((2, 4)),))
@tf.function(input_signature=[tf.TensorSpec([None, 4], tf.float32)])
def signed(x):
    return tf.reduce_sum(x, axis=1)


@case(inputs=lambda: (tf.ones((2, 4)),))
@tf.function(jit_compile=True)
def compiled(x):
    return x * 2.0


@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
def signature_alone(x):
    return x * 2.0
"""


def converted(project: pytest.Pytester, name: str, source: str, cases: int) -> Callable[[str, str], str]:
    """Each output of the cases of ``source``, once updated by AutoGraph."""
    write_case(project, name, source)
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-k", "autograph")
    result.assert_outcomes(passed=cases)
    folder = project.path / "snapshots" / baseline("autograph") / name

    def read(case: str, output: str) -> str:
        path = folder / case / output
        return path.read_text(encoding="utf-8") if path.exists() else ""

    return read


@pytest.mark.real_framework
@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_a_built_keras_layer_is_converted_through_its_call(project: pytest.Pytester) -> None:
    """It was rejected: the harness ran ``to_code`` on the layer object, which ``to_code`` refuses."""
    read = converted(project, "objects", OBJECTS, 2)
    for layer in ("gated_layer", "module_level_layer"):
        assert not read(layer, "error.txt"), read(layer, "error.txt")
        assert "def tf__call(self, x):" in read(layer, "converted.py"), read(layer, "converted.py")
        assert read(layer, "graph.txt").startswith("graph\n") and "If" in read(layer, "graph.txt"), read(
            layer, "graph.txt"
        )
        assert read(layer, "behaviour.txt").endswith("same\n"), read(layer, "behaviour.txt")


@pytest.mark.real_framework
@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_a_case_decorated_with_an_input_signature_is_traced_with_it(project: pytest.Pytester) -> None:
    """It was traced at its example's shape, and ``decorated.txt`` did not say the signature was dropped."""
    read = converted(project, "signed", SIGNED, 3)
    # Traced with its signature: the batch dimension stays unknown, not the example's 2.
    assert "shape=(None, 4)" in read("signed", "graph.txt"), read("signed", "graph.txt")
    assert "shape=(2, 4)" not in read("signed", "graph.txt")
    assert read("signed", "decorated.txt").splitlines()[1:] == [
        "its decorator's options, converted with it: input_signature=(TensorSpec(shape=(None, 4), "
        "dtype=tf.float32, name=None),)"
    ]
    assert read("compiled", "decorated.txt").splitlines()[1:] == [
        "its decorator's options the harness does not read, left out: jit_compile=True"
    ]
    # With no inputs, its signature alone traces it (it was "converted" with no graph and no word); nothing runs it.
    assert "x = Placeholder() dtype=float32 shape=(None,)" in read("signature_alone", "graph.txt")
    assert not read("signature_alone", "behaviour.txt")

"""onnxscript's saved program: the ONNX model ``to_model_proto`` makes of the case, serialized, and its loader,
onnxruntime."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def load(data: bytes) -> Callable[..., Any]:
    """A saved model, loaded as a user serves one: an onnxruntime session on the CPU (one thread), fed the call's
    arguments by position, its outputs as a tuple, or one alone."""
    import numpy as np
    import onnxruntime  # type: ignore[import-not-found]

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    session = onnxruntime.InferenceSession(data, options, providers=["CPUExecutionProvider"])
    names = [given.name for given in session.get_inputs()]

    def run(*arguments: Any) -> Any:
        results = session.run(None, {n: np.asarray(a) for n, a in zip(names, arguments, strict=True)})
        return results[0] if len(results) == 1 else tuple(results)

    return run

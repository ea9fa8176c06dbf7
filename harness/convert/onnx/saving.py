"""torch.onnx's saved program: the ONNX model as the exporter made it, serialized, and its loader, onnxruntime."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import torch

from harness.normalize.text import addresses

# Each node's metadata key that holds the stack trace it was exported from: the case file by its absolute path.
STACK_TRACE = "pkg.torch.onnx.stack_trace"


def _nodes(graph: Any) -> Iterator[Any]:
    for node in graph.node:
        yield node
        for attribute in node.attribute:
            for inner in [attribute.g, *attribute.graphs] if attribute.HasField("g") else attribute.graphs:
                yield from _nodes(inner)


def model_bytes(model: Any) -> bytes:
    """The model serialized, without its nodes' stack traces (:data:`STACK_TRACE`) and with no memory address in any
    metadata (a node's namespace names the function it came from, ``<function sym_max at 0x...>``): byte-identical
    from any folder, in any process under any hash seed, and the same model to onnxruntime."""
    copy = type(model)()
    copy.CopyFrom(model)
    for node in [*_nodes(copy.graph), *(n for function in copy.functions for n in function.node)]:
        kept = [prop for prop in node.metadata_props if prop.key != STACK_TRACE]
        del node.metadata_props[:]
        node.metadata_props.extend(kept)
    for holder in [
        copy,
        copy.graph,
        *_nodes(copy.graph),
        *copy.functions,
        *(n for f in copy.functions for n in f.node),
    ]:
        for prop in getattr(holder, "metadata_props", ()):  # a graph's and a function's since onnx 1.16
            prop.value = addresses(prop.value)
    return bytes(copy.SerializeToString())


def load(data: bytes) -> Callable[..., Any]:
    """A saved model, loaded as a user serves one: an onnxruntime session on the CPU, fed the call's tensors in order
    (what the exporter folded, an int, is no input), its outputs as a tuple, or one alone."""
    import onnxruntime  # type: ignore[import-not-found]

    session = onnxruntime.InferenceSession(data, providers=["CPUExecutionProvider"])
    names = [given.name for given in session.get_inputs()]

    def run(*arguments: Any) -> Any:
        tensors = [leaf for leaf in torch.utils._pytree.tree_leaves(arguments) if isinstance(leaf, torch.Tensor)]
        fed = {name: np.asarray(tensor.detach().numpy()) for name, tensor in zip(names, tensors, strict=False)}
        results = session.run(None, fed)
        return results[0] if len(results) == 1 else tuple(results)

    return run

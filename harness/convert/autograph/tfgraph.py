"""Canonical text of a ``tf.function`` concrete graph: stable order, renumbered function names."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import tensorflow as tf

_UID = re.compile(r"_\d+$")
MAX_VALUES = 16


def _tensor(proto: Any) -> str:
    value = tf.make_ndarray(proto)
    head = f"{value.dtype.name}{list(value.shape)}"
    if value.size > MAX_VALUES:
        return head
    if value.dtype == object:
        value = np.vectorize(lambda b: b.decode("utf-8", "replace") if isinstance(b, bytes) else b)(value)
    return f"{head} {np.array2string(value, separator=', ', threshold=MAX_VALUES).replace(chr(10), '')}"


def _float32(value: float) -> str:
    """A float attribute, which the graph stores as float32, in float32's shortest form (``0.2``, not ``0.20000000298023224``)."""
    return str(np.float32(value))


def _attr(value: Any) -> str:
    kind = value.WhichOneof("value")
    if kind == "s":
        return repr(value.s.decode("utf-8", "replace"))
    if kind == "type":
        return tf.dtypes.as_dtype(value.type).name
    if kind == "shape":
        return str(tf.TensorShape(value.shape))
    if kind == "tensor":
        return _tensor(value.tensor)
    if kind == "f":
        return _float32(value.f)
    if kind == "func":
        return value.func.name
    if kind == "list":
        items = value.list
        for field, render in (
            ("type", lambda t: tf.dtypes.as_dtype(t).name),
            ("shape", lambda s: str(tf.TensorShape(s))),
            ("func", lambda f: f.name),
            ("s", lambda s: repr(s.decode("utf-8", "replace"))),
            ("i", str),
            ("f", _float32),
            ("b", str),
            ("tensor", _tensor),
        ):
            if len(getattr(items, field)):
                return "[" + ", ".join(render(v) for v in getattr(items, field)) + "]"
        return "[]"
    return str(getattr(value, kind)) if kind else "?"


def _node_lines(nodes: Any, indent: str) -> list[str]:
    lines = []
    for node in nodes:
        attrs = " ".join(f"{k}={_attr(node.attr[k])}" for k in sorted(node.attr) if not k.startswith("_"))
        lines.append(f"{indent}{node.name} = {node.op}({', '.join(node.input)}) {attrs}".rstrip())
    return lines


def _referenced(nodes: Any) -> list[str]:
    names = []
    for node in nodes:
        for key in sorted(node.attr):
            value = node.attr[key]
            if value.WhichOneof("value") == "func":
                names.append(value.func.name)
            elif value.WhichOneof("value") == "list":
                names.extend(f.name for f in value.list.func)
    return names


def graph_text(graph_def: Any) -> str:
    """The graph, then each library function in order of first reference, uids renumbered."""
    functions = {f.signature.name: f for f in graph_def.library.function}
    order: list[str] = []
    pending = _referenced(graph_def.node)
    while pending:
        name = pending.pop(0)
        if name in functions and name not in order:
            order.append(name)
            pending = _referenced(functions[name].node_def) + pending
    order += sorted(set(functions) - set(order))
    lines = ["graph", *_node_lines(graph_def.node, "  ")]
    for name in order:
        function = functions[name]
        signature = function.signature
        inputs = ", ".join(f"{a.name}: {tf.dtypes.as_dtype(a.type).name}" for a in signature.input_arg)
        outputs = ", ".join(f"{a.name}: {tf.dtypes.as_dtype(a.type).name}" for a in signature.output_arg)
        lines += ["", f"function {name}({inputs}) -> ({outputs})", *_node_lines(function.node_def, "  ")]
        lines += [f"  return {key} = {function.ret[key]}" for key in (a.name for a in signature.output_arg)]
    text = "\n".join(lines) + "\n"
    renamed = {name: f"{_UID.sub('', name)}_{index}" for index, name in enumerate(order)}
    if renamed:
        # Not \b: generated argument names embed function names, e.g. while_while_cond_17___redundant.
        alternatives = "|".join(map(re.escape, sorted(renamed, key=len, reverse=True)))
        pattern = re.compile(rf"(?<![\dA-Za-z])({alternatives})(?!\d)")
        text = pattern.sub(lambda m: renamed[m.group(1)], text)
    return text


def concrete_graph(function: Any, inputs: tuple[Any, ...]) -> str:
    """``graph.txt``: the canonical graph of a ``tf.function`` traced with ``inputs``."""
    concrete = function.get_concrete_function(*inputs)
    return graph_text(concrete.graph.as_graph_def())

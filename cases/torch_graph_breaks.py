"""torch cases that break Dynamo's graph: each docstring names the break and what the other converters make of it."""

import json
import math
import struct
import zlib

import torch

from harness import case


def _halve(t: torch.Tensor) -> torch.Tensor:
    """t / 2; looked up by name below."""
    return t / 2.0


@case(inputs=lambda: [(torch.ones(3),), (-torch.ones(3),)])
def branch_on_tensor_value(x: torch.Tensor) -> torch.Tensor:
    """An if on a tensor's value: data-dependent branching breaks Dynamo's graph; export cannot guard on it."""
    if x.sum() > 0:
        return x * 2.0
    return x - 1.0


@case(inputs=lambda: [(torch.ones(3),), (torch.full((3,), 2.0),)])
def print_tensor_value(x: torch.Tensor) -> torch.Tensor:
    """Prints a tensor's sum: Dynamo cannot trace the builtin print and breaks there."""
    total = x.sum()
    print("total", total)
    return x / total


@case(inputs=lambda: (torch.ones(3),))
def globals_lookup(x: torch.Tensor) -> torch.Tensor:
    """Finds a helper by name in globals(): an unsupported builtin for Dynamo."""
    scale = globals()["_halve"]
    return scale(x) + 1.0


@case(inputs=lambda: (torch.ones(3),))
def zlib_checksum_offset(x: torch.Tensor) -> torch.Tensor:
    """Offsets by a zlib checksum of a name: Dynamo skips the C extension's function and breaks."""
    offset = zlib.crc32(b"layer1") % 7
    return x + float(offset)


@case(inputs=lambda: (torch.ones(3),))
def json_config_scale(x: torch.Tensor) -> torch.Tensor:
    """Reads a scale from a JSON string: Dynamo breaks in the json module."""
    config = json.loads('{"scale": 2.0}')
    return x * config["scale"]


@case(inputs=lambda: [(torch.ones(3),), (torch.zeros(3),)])
def isclose_on_tensor(x: torch.Tensor) -> torch.Tensor:
    """math.isclose on a tensor's sum: a data-dependent operator for Dynamo, an unguardable value for export."""
    if math.isclose(x.sum(), 3.0):
        return x * 2.0
    return x


@case(inputs=lambda: (torch.ones(3), torch.ones(3)))
def same_storage_check(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """Compares data pointers to skip aliased inputs: Dynamo breaks; export's fake tensors have no data pointer."""
    if x.data_ptr() == y.data_ptr():
        return x
    return x + y


@case(inputs=lambda: [(torch.tensor([1.0, 2.0, 3.0]),), (torch.tensor([2.0, 3.0, 4.0]),)])
def tolist_python_sum(x: torch.Tensor) -> torch.Tensor:
    """Sums a float tensor's values in Python: Dynamo breaks on tolist() of a non-integer tensor."""
    return x * sum(x.tolist())


@case(inputs=lambda: [(torch.ones(3),), (torch.full((3,), 10.0),)])
def format_tensor_label(x: torch.Tensor) -> torch.Tensor:
    """Formats a tensor's sum with a format spec: Dynamo breaks; export's fake tensor and fx's proxy refuse the spec."""
    label = "{:.1f}".format(x.sum())
    return x * len(label)


# Not Dynamo: its struct polyfill calls itself until Python's recursion limit, a depth that depends on the caller's stack.
@case(inputs=lambda: [(torch.ones(3),), (torch.zeros(3),)], converters=("torchscript", "export", "fx"))
def struct_pack_sum(x: torch.Tensor) -> torch.Tensor:
    """Packs a tensor's sum with struct. Rejected by export and fx: struct gets a fake tensor or a proxy, not a float."""
    packed = struct.pack("<f", x.sum())
    return x + float(len(packed))

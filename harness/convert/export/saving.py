"""torch.export's saved program: ``torch.export.save``'s ``.pt2`` archive as the harness keeps it, and its loader,
``torch.export.load`` and the program's ``module()``."""

from __future__ import annotations

import io
from typing import Any

import torch

from harness.convert.saved import without_members

# A random id ``torch.export.save`` draws at each save, which ``torch.export.load`` does without.
_VOLATILE = ("/.data/serialization_id",)


def archive(program: Any) -> bytes:
    """The exported program as ``torch.export.save`` writes it, without the stack traces its nodes keep (they name
    the case file by its absolute path: the program is the same without them) nor its random id (:data:`_VOLATILE`):
    byte-identical from any folder under any hash seed. The program's nodes lose their stack traces: call it last."""
    for module in program.graph_module.modules():
        if isinstance(module, torch.fx.GraphModule):
            for node in module.graph.nodes:
                node.meta.pop("stack_trace", None)
    buffer = io.BytesIO()
    torch.export.save(program, buffer)
    return without_members(buffer.getvalue(), _VOLATILE)


def load(data: bytes) -> Any:
    """A saved program, loaded as a user loads one: ``torch.export.load``, then its ``module()``."""
    return torch.export.load(io.BytesIO(data)).module()

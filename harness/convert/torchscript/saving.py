"""TorchScript's saved program: ``torch.jit.save``'s archive as the harness keeps it, and its loader, ``torch.jit.load``."""

from __future__ import annotations

import io
from typing import Any

import torch

from harness.convert.saved import without_members

# Members of the archive that differ from one save to the next, or from one checkout to another, and that
# ``torch.jit.load`` does without: a random id drawn at each save, and the debug source ranges, which name the case
# file by its absolute path. Without them, and with the zip's own fixed dates, the archive is byte-identical from any
# folder under any hash seed.
_VOLATILE = ("/.data/serialization_id", ".debug_pkl")


def archive(scripted: Any) -> bytes:
    """The scripted function or module as ``torch.jit.save`` writes it, less its volatile members (:data:`_VOLATILE`)."""
    buffer = io.BytesIO()
    torch.jit.save(scripted, buffer)
    return without_members(buffer.getvalue(), _VOLATILE)


def load(data: bytes) -> Any:
    """A saved program, loaded as a user loads one: ``torch.jit.load``."""
    return torch.jit.load(io.BytesIO(data))

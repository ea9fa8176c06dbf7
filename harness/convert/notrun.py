"""``not_run.txt``, why a converter did not convert a case (no example inputs, or a release that lacks what the case
asks), written and read: the one owner."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

FILE = "not_run.txt"
_LACKS = "not run: "
SNAPSHOT_RULES = {
    "*/not_run.txt": (3, "why a case was not converted: a release's version (2.4), never a computed number")
}


@dataclass(frozen=True)
class NotRun:
    """Why a case was not converted, as read back: what the release lacks, or nothing (the case has no inputs)."""

    lacks: str | None  # None: the case has no example inputs


def no_inputs(converter: str, needs: str = "traces a call") -> dict[str, str]:
    """The one output of a case that has no example inputs, for a converter that ``needs`` a call.

    >>> no_inputs("torch.export")
    {'not_run.txt': 'the case has no example inputs; torch.export traces a call (give it @case(inputs=...))\\n'}
    >>> no_inputs("@njit", "compiles for the types of a call")[FILE]
    'the case has no example inputs; @njit compiles for the types of a call (give it @case(inputs=...))\\n'
    """
    return {FILE: f"the case has no example inputs; {converter} {needs} (give it @case(inputs=...))\n"}


def release_lacks(what: str) -> dict[str, str]:
    """The one output of a case that asks what the installed release cannot do.

    >>> release_lacks("torch.export in torch 2.1 takes no dynamic_shapes")
    {'not_run.txt': 'not run: torch.export in torch 2.1 takes no dynamic_shapes\\n'}
    """
    return {FILE: f"{_LACKS}{what}\n"}


def read(text: str) -> NotRun:
    """Why, from the text :func:`no_inputs` or :func:`release_lacks` wrote.

    >>> read(no_inputs("torch.compile")[FILE]), read("the case has no example inputs\\n")
    (NotRun(lacks=None), NotRun(lacks=None))
    >>> read(release_lacks("torch.export in torch 2.1 has no Dim.AUTO")[FILE])
    NotRun(lacks='torch.export in torch 2.1 has no Dim.AUTO')
    """
    reason = text.strip()
    return NotRun(reason.removeprefix(_LACKS) if reason.startswith(_LACKS) else None)


def not_run(outputs: Mapping[str, str]) -> NotRun | None:
    """Why a case's outputs say it was not converted, or None where it was run.

    >>> not_run({"not_run.txt": "not run: x\\n"}), not_run({"code.py": ""})
    (NotRun(lacks='x'), None)
    """
    return read(outputs[FILE]) if FILE in outputs else None

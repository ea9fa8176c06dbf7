"""What the export, fx and dynamo drivers share: a case as a module, FX graphs as text, their common outputs."""

from __future__ import annotations

import inspect
import os
import re
from typing import Any

import torch

from harness.convert.common import Outputs
from harness.convert.generated import renumber_generated
from harness.normalize.locations import case_position, file_definitions, installed, top_position

_NO_STACK = re.compile(r"^ *# No stacktrace found for following nodes\n", re.M)
_BLANK_RUN = re.compile(r"\n{3,}")
_RESUME = re.compile(r"torch_dynamo_resume_in_(\w+?)_at_(\d+)")


_eval_id: int | None = None  # FX's count of the modules it generated (``<eval_with_key>.N``) as the server forks


def remember_counters() -> None:
    """A driver's ``warm_up()``, in the fork server: FX's count of generated modules, as every child starts with it."""
    global _eval_id
    _eval_id = torch.fx.graph_module._loader.next_id


def restore_counters() -> None:
    """A driver's ``reset()``, between two cases of a warm worker: that count back, as a fresh child has it."""
    if _eval_id is not None:
        torch.fx.graph_module._loader.next_id = _eval_id


def as_module(target: Any) -> torch.nn.Module:
    """``target`` itself when it is a module; a plain function becomes the ``forward`` of a module of its name.

    The function is the module's static ``forward``, so no wrapper frame, argument or
    attribute shows in what the converter records.
    """
    if isinstance(target, torch.nn.Module):
        return target
    namespace = {"forward": staticmethod(target), "__module__": target.__module__, "__qualname__": target.__qualname__}
    return type(target.__name__, (torch.nn.Module,), namespace)()


def readable(module: torch.fx.GraphModule) -> str:
    """``print_readable``: the graph's code with types, and ``# File:`` comments the runner relocates."""
    text = module.print_readable(print_output=False)
    return _BLANK_RUN.sub("\n\n", _NO_STACK.sub("", text)).strip() + "\n"


def code(module: torch.fx.GraphModule) -> str:
    """The graph module's generated Python code, without its leading blank lines."""
    return module.code.strip() + "\n"


def numbered(title: str, texts: list[str]) -> str:
    """Several graphs in one output, in order, each under a ``# <title> N of M`` line."""
    return "\n".join(f"# {title} {n} of {len(texts)}\n{text}" for n, text in enumerate(texts, start=1))


def _definition(target: Any) -> Any:
    """What defines a case in its file: the function, or a module's class."""
    return target if inspect.isroutine(target) else type(target)


def relocate_resumes(text: str, path: str | None) -> str:
    """Dynamo's ``torch_dynamo_resume_in_f_at_LINE`` with the line a position in the file that defines the case, as
    locations are: the function that holds it (``Model.forward:3``), or, where that file is installed code (a
    torchaudio module as the case), its top-level definition (``MFCC:76``), as its snapshots first recorded it."""
    definitions = file_definitions(os.path.realpath(path)) if path else []
    where = top_position if path and installed(path) else case_position

    def relocate(match: re.Match[str]) -> str:
        position = where(definitions, int(match[2]))
        return f"{match[0][: -len(match[2])]}{position}" if position else match[0]

    return _RESUME.sub(relocate, text)


def stable(outputs: Outputs, target: Any) -> Outputs:
    """Generated names renumbered across all outputs, resume lines relocated."""
    try:
        path: str | None = inspect.getsourcefile(_definition(target))
        own = set(re.findall(r"\w+", inspect.getsource(_definition(target))))  # names the case itself uses are kept
    except (OSError, TypeError):
        path, own = None, set()
    return {name: relocate_resumes(text, path) for name, text in renumber_generated(outputs, own).items()}

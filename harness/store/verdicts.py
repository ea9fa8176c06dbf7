"""What a case's committed snapshots say a converter did with it: converted, rejected, not run, breaks, behaviour."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from harness.convert.behaviour import is_specialised
from harness.store.layout import outputs as output_files
from harness.views import DEFAULT, Views

NOT_RUN = "not run: no example inputs"
VERDICT_FILES = ("error.txt", "not_run.txt", "behaviour.txt")  # the files that decide a verdict, beside the views' own


def error_headline(error: str) -> str:
    """The error's first line, past the ``step:`` header; a bare ``XError:`` takes the next line along.

    >>> error_headline("step: script\\nRuntimeError:\\nReturn value was annotated:\\n  File ...\\n")
    'RuntimeError: Return value was annotated:'
    >>> error_headline("step: symbolic_trace\\ntorch.fx.proxy.TraceError: no control flow\\n")
    'torch.fx.proxy.TraceError: no control flow'
    >>> error_headline("")
    ''
    """
    lines = [line.strip() for line in error.splitlines() if line.strip() and not line.startswith("step:")]
    if not lines:
        return ""
    if lines[0].endswith(":") and " " not in lines[0] and len(lines) > 1:
        return f"{lines[0]} {lines[1]}"
    return lines[0]


@dataclass(frozen=True)
class Verdict:
    """One converter's outcome on one case in one baseline."""

    state: str  # converted, rejected, NOT_RUN or no snapshot
    error: str = ""  # the error's first line, when rejected
    breaks: int = 0  # Dynamo's graph breaks
    differs: bool = False  # behaviour.txt ends in ``differs``
    specialised: bool = False  # behaviour.txt says a converted function (a trace) is specialised to its inputs

    @property
    def label(self) -> str:
        """The state in words, the explorer's badge: graph breaks, a specialised trace and a behaviour difference imply a conversion.

        >>> Verdict("converted", breaks=2, differs=True).label, Verdict("converted").label
        ('2 graph breaks, behaviour differs', 'converted')
        >>> Verdict("converted", breaks=1).label, Verdict("rejected", "E: x").label
        ('1 graph break', 'rejected')
        >>> Verdict("converted", specialised=True).label, Verdict("converted", differs=True, specialised=True).label
        ('trace specialised', 'trace specialised, behaviour differs')
        """
        if self.state != "converted":
            return self.state
        parts = [f"{self.breaks} graph break{'s' * (self.breaks != 1)}"] if self.breaks else []
        parts += ["trace specialised"] * self.specialised + ["behaviour differs"] * self.differs
        return ", ".join(parts) or "converted"

    @property
    def rows(self) -> Counter[str]:
        """The summary rows it counts in, for the matrix and ``coverage``: its state, and any breaks, specialised trace or difference.

        >>> sorted(Verdict("converted", breaks=2, differs=True).rows.items())
        [('behaviour differs', 1), ('converted', 1), ('with graph breaks', 1)]
        """
        return +Counter({self.state: 1, "with graph breaks": int(self.breaks > 0),
                         "trace specialised": int(self.specialised), "behaviour differs": int(self.differs)})


def verdict(outputs: dict[str, str], views: Views = DEFAULT) -> Verdict:
    """A case's outcome from its output files (``{name: text}``), with the converter's views; no files, no snapshot.

    >>> verdict({"code.py": ""}).label, verdict({}).label
    ('converted', 'no snapshot')
    >>> verdict({"error.txt": "step: export\\nE: x\\n", "behaviour.txt": "same\\n"}).error
    'E: x'
    >>> class Breaking(Views):
    ...     def graph_breaks(self, outputs): return 3
    >>> verdict({"graphs.py": "", "behaviour.txt": "inputs: [1]\\ndiffers\\n"}, Breaking()).label
    '3 graph breaks, behaviour differs'
    >>> verdict({"not_run.txt": "the case has no example inputs"}).label
    'not run: no example inputs'
    >>> verdict({"behaviour.txt": "t is specialised to inputs 1: x\\n\\ninputs 1: [1]\\nsame\\n\\ninputs 2: [2]\\ndiffers\\n\\ndiffers: inputs 2\\n"}).label
    'trace specialised, behaviour differs'
    """
    if not outputs:
        return Verdict("no snapshot")
    if "error.txt" in outputs:
        return Verdict("rejected", error=error_headline(outputs["error.txt"]))
    if "not_run.txt" in outputs:
        return Verdict(NOT_RUN)
    behaviour = outputs.get("behaviour.txt", "")
    lines = behaviour.strip().splitlines()
    differs = bool(lines) and lines[-1].startswith("differs")  # one set: ``differs``; several: ``differs: inputs 2``
    return Verdict("converted", breaks=views.graph_breaks(outputs), differs=differs, specialised=is_specialised(behaviour))


def read_verdict(case_dir: Path, views: Views = DEFAULT) -> Verdict:
    """A case folder's verdict, reading only the files that decide it."""
    deciding = (*VERDICT_FILES, *views.verdict_outputs)
    return verdict({p.name: p.read_text(encoding="utf-8") if p.name in deciding else "" for p in output_files(case_dir)}, views)

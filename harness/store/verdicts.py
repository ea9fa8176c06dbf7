"""What a case's committed snapshots say a converter did with it: converted, rejected, not run, breaks, behaviour."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal, TypeGuard, get_args

from harness.convert import notrun, rejection
from harness.convert.behaviour.text import differs, is_specialised, ran_unconverted
from harness.store.layout import outputs as output_files
from harness.store.report_text import NO_SNAPSHOT, NOT_FINISHED, NOT_RUN, NOT_RUN_HERE, REPORT, UnreadableReport, parse
from harness.views import DEFAULT, Views

FAILED: Final = "failed in the harness"  # the converter takes the case, and its baseline has no folder for it
SKIPPED: Final = "skipped"  # its baseline was written without a package the case needs (the verdict's error says which)
# What a converter did with a case, one of a closed vocabulary: the report's not-run states (report_text) among them.
State = Literal[
    "converted",
    "rejected",
    "not run: no example inputs",
    "not run on this release",
    "did not finish",
    "no snapshot",
    "failed in the harness",
    "skipped",
]
STATES: tuple[State, ...] = get_args(State)
# the files that decide a verdict, beside the views' own; a case that keeps its compile report alone has only the last
VERDICT_FILES = (rejection.FILE, notrun.FILE, "not_finished.txt", "behaviour.txt", REPORT)


@dataclass(frozen=True)
class Verdict:
    """One converter's outcome on one case in one baseline."""

    state: State
    error: str = ""  # the error's first line, when rejected; why it did not run or was skipped
    breaks: int = 0  # the graph breaks of a converter that captures a case in pieces
    differs: bool = False  # behaviour.txt ends in ``differs: <runner>``
    specialised: bool = False  # behaviour.txt says a converted function (a trace) is specialised to its inputs
    unconverted: bool = False  # behaviour.txt says a converter ran the case as plain Python (``ran unconverted: ...``)

    @property
    def label(self) -> str:
        """The state in words, the explorer's badge: graph breaks, a specialised trace and a behaviour difference imply a conversion.

        >>> Verdict("converted", breaks=2, differs=True).label, Verdict("converted").label
        ('2 graph breaks, behaviour differs', 'converted')
        >>> Verdict("converted", breaks=1).label, Verdict("rejected", "E: x").label
        ('1 graph break', 'rejected')
        >>> Verdict("converted", specialised=True).label, Verdict("converted", differs=True, specialised=True).label
        ('trace specialised', 'trace specialised, behaviour differs')
        >>> Verdict("converted", unconverted=True).label, Verdict(SKIPPED, "x is not installed").label
        ('ran unconverted', 'skipped: x is not installed')
        """
        if self.state == SKIPPED and self.error:
            return f"{self.state}: {self.error}"
        if self.state != "converted":
            return self.state
        parts = [f"{self.breaks} graph break{'s' * (self.breaks != 1)}"] if self.breaks else []
        parts += ["trace specialised"] * self.specialised + ["behaviour differs"] * self.differs
        parts += ["ran unconverted"] * self.unconverted
        return ", ".join(parts) or "converted"

    @property
    def rows(self) -> Counter[str]:
        """The summary rows it counts in, for the matrix and ``coverage``: its state, and any breaks, specialised trace or difference.

        >>> sorted(Verdict("converted", breaks=2, differs=True).rows.items())
        [('behaviour differs', 1), ('converted', 1), ('with graph breaks', 1)]
        """
        return +Counter(
            {
                self.state: 1,
                "with graph breaks": int(self.breaks > 0),
                "trace specialised": int(self.specialised),
                "behaviour differs": int(self.differs),
                "ran unconverted": int(self.unconverted),
            }
        )


def verdict(outputs: dict[str, str], views: Views = DEFAULT) -> Verdict:
    """A case's outcome from its output files (``{name: text}``), with the converter's views; no files, no snapshot.

    >>> verdict({"code.py": ""}).label, verdict({}).label
    ('converted', 'no snapshot')
    >>> verdict({"error.txt": "step: export\\nE: x\\n", "behaviour.txt": "same\\n"}).error
    'E: x'
    >>> class Breaking(Views):
    ...     def graph_breaks(self, outputs): return 3
    >>> verdict({"graphs.py": "", "behaviour.txt": "inputs: [1]\\ndiffers: torch.compile\\n"}, Breaking()).label
    '3 graph breaks, behaviour differs'
    >>> verdict({"not_run.txt": "the case has no example inputs"}).label
    'not run: no example inputs'
    >>> verdict({"not_run.txt": "not run: torch.export in torch 2.1 takes no dynamic_shapes\\n"}).error
    'torch.export in torch 2.1 takes no dynamic_shapes'
    >>> verdict({"not_finished.txt": "the converter did not finish: ...\\n"}).label
    'did not finish'
    >>> verdict({"behaviour.txt": "t is specialised to inputs 1: x\\n\\ninputs 1: [1]\\nsame\\n\\ninputs 2: [2]\\ndiffers: t\\n\\ndiffers: t (inputs 2)\\n"}).label
    'trace specialised, behaviour differs'
    """
    if not outputs:
        return Verdict(NO_SNAPSHOT)
    if set(outputs) == {REPORT}:
        return reported(outputs[REPORT])
    rejected = rejection.rejected(outputs)
    if rejected is not None:
        return Verdict("rejected", error=rejected.headline)
    if "not_finished.txt" in outputs:
        return Verdict(NOT_FINISHED, error=outputs["not_finished.txt"].strip())
    not_run = notrun.not_run(outputs)
    if not_run is not None:
        return Verdict(NOT_RUN) if not_run.lacks is None else Verdict(NOT_RUN_HERE, error=not_run.lacks)
    behaviour = outputs.get("behaviour.txt", "")
    return Verdict(
        "converted",
        breaks=views.graph_breaks(outputs),
        differs=differs(behaviour),
        specialised=is_specialised(behaviour),
        unconverted=ran_unconverted(behaviour),
    )


def reported(text: str) -> Verdict:
    """The verdict a compile report alone (``report.txt``) gives.

    >>> reported("rejected (RuntimeError)\\n").error, reported("specialised, 2 graphs (1, 1 ops), 1 graph break\\n  x\\n").label
    ('RuntimeError', '1 graph break, trace specialised')
    >>> reported("not run: no example inputs\\n").label
    'not run: no example inputs'
    >>> reported("all good\\n")
    Traceback (most recent call last):
    ...
    harness.store.report_text.UnreadableReport: no status the harness writes: 'all good'
    """
    entry = parse(text)
    if entry.status in ("converted", "specialised", "ran unconverted"):
        return Verdict(
            "converted",
            breaks=len(entry.breaks),
            differs=entry.differs,
            specialised=entry.status == "specialised",
            unconverted=entry.status == "ran unconverted",
        )
    if not is_state(entry.status):
        raise UnreadableReport(f"no status the harness writes: {entry.status[:80]!r}")
    return Verdict(entry.status, error=entry.error)


def is_state(text: str) -> TypeGuard[State]:
    """Whether a text is one of the verdict's states.

    >>> is_state(NOT_RUN), is_state("specialised")
    (True, False)
    """
    return text in STATES


def read_verdict(case_dir: Path, views: Views = DEFAULT) -> Verdict:
    """A case folder's verdict, reading only the files that decide it."""
    deciding = (*VERDICT_FILES, *views.verdict_outputs)
    return verdict(
        {p.name: p.read_text(encoding="utf-8") if p.name in deciding else "" for p in output_files(case_dir)}, views
    )

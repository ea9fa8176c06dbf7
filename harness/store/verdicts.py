"""What a case's committed snapshots say a converter did with it: converted, rejected, not run, breaks, behaviour."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from harness.convert import notrun, rejection, unfinished
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.behaviour.text import differs, is_specialised, ran_unconverted
from harness.store.layout import outputs as output_files
from harness.store.report import text as report_text
from harness.store.report.text import REPORT, UnreadableReport, parse
from harness.views import DEFAULT, Views


class VerdictState(Enum):
    """What a converter did with a case, as its committed snapshots say: one word of a closed vocabulary (as lit's
    ``ResultCode``), each member its ``label`` (the word a matrix, a report and the explorer print) and whether the
    converter did ``not_run`` the case (no example inputs, or a release that cannot do what it asks). The report's
    words (``report.txt``) are among them.

    >>> VerdictState.of("not run on this release"), VerdictState.NOT_RUN.not_run, VerdictState.FAILED.label
    (<VerdictState.NOT_RUN_HERE: 'not run on this release'>, True, 'failed in the harness')
    >>> VerdictState.of("specialised") is None
    True
    """

    label: str
    not_run: bool

    CONVERTED = "converted", False
    REJECTED = "rejected", False
    NOT_RUN = report_text.NOT_RUN, True
    NOT_RUN_HERE = report_text.NOT_RUN_HERE, True  # what the case asks is newer than the release
    DID_NOT_FINISH = report_text.DID_NOT_FINISH, False  # the converter ran past the case's time or memory bound
    NO_SNAPSHOT = report_text.NO_SNAPSHOT, False
    FAILED = "failed in the harness", False  # the converter takes the case, and its baseline has no folder for it
    SKIPPED = (
        "skipped",
        False,
    )  # its baseline was written without a package the case needs (the verdict's error says which)

    def __new__(cls, label: str, not_run: bool) -> VerdictState:
        member = object.__new__(cls)
        member._value_ = member.label = label
        member.not_run = not_run
        return member

    @classmethod
    def of(cls, label: str) -> VerdictState | None:
        """The state a word names, or None for a word outside the vocabulary (a report's ``specialised``, say)."""
        return next((state for state in cls if state.label == label), None)


# the files that decide a verdict, beside the views' own; a case that keeps its compile report alone has only the last
VERDICT_FILES = (rejection.FILE, notrun.FILE, unfinished.FILE, BEHAVIOUR, REPORT)


@dataclass(frozen=True)
class Verdict:
    """One converter's outcome on one case in one baseline."""

    state: VerdictState
    error: str = ""  # the error's first line, when rejected; why it did not run or was skipped
    breaks: int = 0  # the graph breaks of a converter that captures a case in pieces
    differs: bool = False  # behaviour.txt ends in ``differs: <runner>``
    specialised: bool = False  # behaviour.txt says a converted function (a trace) is specialised to its inputs
    unconverted: bool = False  # behaviour.txt says a converter ran the case as plain Python (``ran unconverted: ...``)

    @property
    def label(self) -> str:
        """The state in words, the explorer's badge: graph breaks, a specialised trace and a behaviour difference imply a conversion.

        >>> CONVERTED = VerdictState.CONVERTED
        >>> Verdict(CONVERTED, breaks=2, differs=True).label, Verdict(CONVERTED).label
        ('2 graph breaks, behaviour differs', 'converted')
        >>> Verdict(CONVERTED, breaks=1).label, Verdict(VerdictState.REJECTED, "E: x").label
        ('1 graph break', 'rejected')
        >>> Verdict(CONVERTED, specialised=True).label, Verdict(CONVERTED, differs=True, specialised=True).label
        ('trace specialised', 'trace specialised, behaviour differs')
        >>> Verdict(CONVERTED, unconverted=True).label, Verdict(VerdictState.SKIPPED, "x is not installed").label
        ('ran unconverted', 'skipped: x is not installed')
        """
        if self.state is VerdictState.SKIPPED and self.error:
            return f"{self.state.label}: {self.error}"
        if self.state is not VerdictState.CONVERTED:
            return self.state.label
        parts = [f"{self.breaks} graph break{'s' * (self.breaks != 1)}"] if self.breaks else []
        parts += ["trace specialised"] * self.specialised + ["behaviour differs"] * self.differs
        parts += ["ran unconverted"] * self.unconverted
        return ", ".join(parts) or "converted"

    @property
    def rows(self) -> Counter[str]:
        """The summary rows it counts in, for the matrix and ``coverage``: its state, and any breaks, specialised trace or difference.

        >>> sorted(Verdict(VerdictState.CONVERTED, breaks=2, differs=True).rows.items())
        [('behaviour differs', 1), ('converted', 1), ('with graph breaks', 1)]
        """
        return +Counter(
            {
                self.state.label: 1,
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
        return Verdict(VerdictState.NO_SNAPSHOT)
    if set(outputs) == {REPORT}:
        return reported(outputs[REPORT])
    rejected = rejection.rejected(outputs)
    if rejected is not None:
        return Verdict(VerdictState.REJECTED, error=rejected.headline)
    if unfinished.FILE in outputs:
        return Verdict(VerdictState.DID_NOT_FINISH, error=outputs[unfinished.FILE].strip())
    not_run = notrun.not_run(outputs)
    if not_run is not None:
        return (
            Verdict(VerdictState.NOT_RUN)
            if not_run.lacks is None
            else Verdict(VerdictState.NOT_RUN_HERE, not_run.lacks)
        )
    behaviour = outputs.get(BEHAVIOUR, "")
    return Verdict(
        VerdictState.CONVERTED,
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
    harness.store.report.text.UnreadableReport: no status the harness writes: 'all good'
    """
    entry = parse(text)
    if entry.status in ("converted", "specialised", "ran unconverted"):
        return Verdict(
            VerdictState.CONVERTED,
            breaks=len(entry.breaks),
            differs=entry.differs,
            specialised=entry.status == "specialised",
            unconverted=entry.status == "ran unconverted",
        )
    state = VerdictState.of(entry.status)
    if state is None:
        raise UnreadableReport(f"no status the harness writes: {entry.status[:80]!r}")
    return Verdict(state, error=entry.error)


def read_verdict(case_dir: Path, views: Views = DEFAULT) -> Verdict:
    """A case folder's verdict, reading only the files that decide it."""
    deciding = (*VERDICT_FILES, *views.verdict_outputs)
    return verdict(
        {p.name: p.read_text(encoding="utf-8") if p.name in deciding else "" for p in output_files(case_dir)}, views
    )

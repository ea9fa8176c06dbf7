"""The compile report: what each converter did with a case, in a few lines (its status, graphs and graph breaks, read
from its outputs through its views, and the programs it made for the case's input sets), and the direction of a change between two reports: improved or regressed."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from harness.convert import rejection, saved, traces
from harness.store.report.text import REACH, REPORT, ReportEntry, UnreadableReport, parse
from harness.store.verdicts import VerdictState, verdict
from harness.views import DEFAULT, Views

SAME, IMPROVED, REGRESSED, CHANGED = "same", "improved", "regressed", "changed"


def entry(outputs: Mapping[str, str], views: Views = DEFAULT) -> ReportEntry:
    """A converter's entry from a case's outputs (``{name: text}``).

    >>> entry({"error.txt": "step: script\\nRuntimeError: no\\n"})
    ReportEntry(status='rejected', error='RuntimeError', differs=False, graphs=None, breaks=(), stages=(), refused=(), programs=None)
    >>> entry({"code.py": "", "behaviour.txt": "t is specialised to inputs 1: x\\n"}).status
    'specialised'
    >>> entry({"report.txt": "converted, 1 graph (2 ops), 0 graph breaks\\n"}).graphs  # a case that keeps its report
    (2,)
    >>> entry({"code.py": "", "traces.txt": "inputs 1: new program 1: first call\\ninputs 2: no new program\\n2 input sets, 1 program\\n"}).text()
    'converted, 2 input sets, 1 program\\n'
    """
    if REPORT in outputs:
        return parse(outputs[REPORT])
    refused = tuple(
        release for release, said in saved.verdicts(outputs.get(saved.REPLAY, "")).items() if said in saved.REFUSALS
    )
    return dataclasses.replace(_entry(outputs, views), refused=refused) if refused else _entry(outputs, views)


def _entry(outputs: Mapping[str, str], views: Views) -> ReportEntry:
    found = verdict(dict(outputs), views)
    stages = tuple(
        (stage, f"{state} ({kind})" if (kind := error_class(rejection.headline(error))) else state)
        for stage, state, error in views.stages(outputs)
    )
    if found.state is VerdictState.REJECTED:
        return ReportEntry(found.state.label, error_class(found.error), stages=stages)
    if found.state is not VerdictState.CONVERTED:
        return ReportEntry(found.state.label)
    status = "ran unconverted" if found.unconverted else "specialised" if found.specialised else "converted"
    sizes = views.graph_sizes(outputs)
    return ReportEntry(
        status,
        differs=found.differs,
        graphs=None if sizes is None else tuple(sizes),
        breaks=tuple(views.break_sites(outputs)),
        stages=stages,
        programs=traces.programs(outputs),
    )


def error_class(headline: str) -> str:
    """The class of the error an error's headline names ("" when it names none).

    >>> error_class("torch.jit.frontend.NotSupportedError: no"), error_class("in user code: x")
    ('torch.jit.frontend.NotSupportedError', '')
    """
    kind = headline.partition(":")[0].strip()
    return kind if kind and " " not in kind else ""


def kept(outputs: Mapping[str, str], views: Views, keep: str) -> dict[str, str]:
    """The outputs a case's snapshots keep: every one (``outputs``), the compile report alone (``report``), or both.

    >>> kept({"error.txt": "step: s\\nValueError: no\\n"}, DEFAULT, "report")
    {'report.txt': 'rejected (ValueError)\\n'}
    >>> sorted(kept({"code.py": "x\\n"}, DEFAULT, "both")), kept({"code.py": "x\\n"}, DEFAULT, "outputs")
    (['code.py', 'report.txt'], {'code.py': 'x\\n'})
    """
    if keep == "outputs":
        return dict(outputs)
    report = {REPORT: entry(outputs, views).text()}
    return report if keep == "report" else {**outputs, **report}


def direction(old: ReportEntry, new: ReportEntry) -> str:
    """Whether a change is an improvement (a rejection turned into a conversion, fewer graph breaks or graphs, fewer
    programs for the same input sets or fewer of them run as plain Python, a behaviour difference gone) or a regression (the reverse, or a new kind of graph
    break); anything else that moved (operations, where a break happens, a program's reason, the error's class) is
    only ``changed``.

    >>> one, two = (("print", "m.py:f:4"),), (("print", "m.py:f:4"), ("print", "m.py:f:6"))
    >>> direction(ReportEntry("converted", graphs=(2, 1), breaks=one), ReportEntry("converted", graphs=(2, 1, 1), breaks=two))
    'regressed'
    >>> direction(ReportEntry("converted", graphs=(2, 1, 1), breaks=two), ReportEntry("converted", graphs=(2, 1), breaks=one))
    'improved'
    >>> direction(ReportEntry("rejected", "OSError"), ReportEntry("converted")), direction(ReportEntry("converted"), ReportEntry("rejected"))
    ('improved', 'regressed')
    >>> direction(ReportEntry("converted", graphs=(2,)), ReportEntry("converted", graphs=(3,))), direction(ReportEntry("x"), ReportEntry("x"))
    ('changed', 'same')
    >>> direction(ReportEntry("converted", breaks=one), ReportEntry("converted", breaks=(("data-dependent", "m.py:f:4"),)))
    'regressed'
    >>> direction(ReportEntry("converted"), ReportEntry("converted", refused=("torch-2.11",)))  # an old program stops loading
    'regressed'
    >>> direction(ReportEntry("converted", refused=("torch-2.11",)), ReportEntry("converted"))
    'improved'
    >>> once, twice = traces.Programs(3, 1), traces.Programs(3, 2, ((3, "x: f32[2] -> f32[3]"),))
    >>> direction(ReportEntry("converted", programs=once), ReportEntry("converted", programs=twice))
    'regressed'
    >>> direction(ReportEntry("converted", programs=twice), ReportEntry("converted", programs=once))
    'improved'
    >>> direction(ReportEntry("converted", programs=twice), ReportEntry("converted", programs=traces.Programs(4, 2)))  # other inputs
    'changed'
    >>> direction(ReportEntry("converted", programs=once), ReportEntry("converted", programs=traces.Programs(3, 1, (), ((3, "limit"),))))
    'regressed'
    >>> traced = (("script", "rejected (RuntimeError)"), ("trace", "converted"))
    >>> direction(ReportEntry("rejected", stages=traced), ReportEntry("rejected", stages=(traced[0], ("trace", "rejected (E)"))))
    'regressed'
    """
    if old == new:
        return SAME
    reach = _reach(new.status) - _reach(old.status)
    if reach:
        return IMPROVED if reach > 0 else REGRESSED
    if set(new.refused) - set(old.refused):  # a release that saved a program this one no longer loads, or runs alike
        return REGRESSED
    old_stages, new_stages = dict(old.stages), dict(new.stages)
    moves = [_reach(new_stages[s]) - _reach(old_stages[s]) for s in old_stages.keys() & new_stages.keys()]
    if any(move < 0 for move in moves):
        return REGRESSED
    worse = better = False
    if new.graphs is not None and old.graphs is not None:
        worse |= len(new.graphs) > len(old.graphs)
        better |= len(new.graphs) < len(old.graphs)
    worse |= len(new.breaks) > len(old.breaks) or bool({k for k, _ in new.breaks} - {k for k, _ in old.breaks})
    better |= len(new.breaks) < len(old.breaks)
    if new.programs is not None and old.programs is not None and new.programs.sets == old.programs.sets:
        worse |= new.programs.programs > old.programs.programs
        better |= new.programs.programs < old.programs.programs
        worse |= len(new.programs.unconverted) > len(old.programs.unconverted)  # more sets run as plain Python
        better |= len(new.programs.unconverted) < len(old.programs.unconverted)
    worse |= new.differs and not old.differs
    better |= old.differs and not new.differs
    better |= any(move > 0 for move in moves) or bool(set(old.refused) - set(new.refused))
    return REGRESSED if worse else IMPROVED if better else CHANGED


def _reach(outcome: str) -> int:
    """How far a status or a stage's outcome (``rejected (RuntimeError)``) got; a status no report holds ranks as
    nothing.

    >>> _reach("rejected (RuntimeError)"), _reach("did not finish")
    (0, -1)
    >>> _reach("<<<<<<< HEAD")
    Traceback (most recent call last):
    ...
    harness.store.report.text.UnreadableReport: no status the harness writes: '<<<<<<< HEAD'
    """
    status = outcome.partition(" (")[0]
    if status not in REACH:
        raise UnreadableReport(f"no status the harness writes: {status[:80]!r}")
    return REACH[status]

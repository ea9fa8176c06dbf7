"""The compile report: what each converter did with a case, in a few lines (its status, graphs and graph breaks, read
from its outputs through its views), and the direction of a change between two reports: improved or regressed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from harness.store.verdicts import verdict
from harness.views import DEFAULT, Views

SAME, IMPROVED, REGRESSED, CHANGED = "same", "improved", "regressed", "changed"
# How far a status got: a rejection turned into a conversion is an improvement, the reverse a regression.
_REACH = {"converted": 2, "specialised": 2, "ran unconverted": 1, "rejected": 0}


@dataclass(frozen=True)
class Entry:
    """One converter's line of a case's report."""

    status: str  # converted, specialised, ran unconverted, rejected, or why it did not run
    error: str = ""  # the class of the error that rejected it
    differs: bool = False  # its result is not Python's
    graphs: tuple[int, ...] | None = None  # the operations of each graph, where the converter counts graphs
    breaks: tuple[tuple[str, str], ...] = ()  # each graph break: its kind, and where in the user's code

    def lines(self, converter: str) -> list[str]:
        """The entry as text: one line, then a line per graph break.

        >>> print("\\n".join(Entry("converted", graphs=(3, 1), breaks=(("print", "m.py:f:4"),)).lines("breaks")))
        breaks: converted, 2 graphs (3, 1 ops), 1 graph break
          print at m.py:f:4
        >>> Entry("rejected", "RuntimeError", differs=False).lines("torchscript")
        ['torchscript: rejected (RuntimeError)']
        """
        head = f"{converter}: {self.status}" + (f" ({self.error})" if self.error else "")
        if self.differs:
            head += ", behaviour differs"
        if self.graphs is not None:
            sizes = f" ({', '.join(map(str, self.graphs))} ops)" if self.graphs else ""
            head += f", {_plural(len(self.graphs), 'graph')}{sizes}, {_plural(len(self.breaks), 'graph break')}"
        return [head, *(f"  {kind}" + (f" at {where}" if where else "") for kind, where in self.breaks)]


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'s' * (count != 1)}"


def entry(outputs: Mapping[str, str], views: Views = DEFAULT) -> Entry:
    """A converter's entry from a case's outputs (``{name: text}``).

    >>> entry({"error.txt": "step: script\\nRuntimeError: no\\n"})
    Entry(status='rejected', error='RuntimeError', differs=False, graphs=None, breaks=())
    >>> entry({"code.py": "", "behaviour.txt": "t is specialised to inputs 1: x\\n"}).status
    'specialised'
    """
    found = verdict(dict(outputs), views)
    if found.state == "rejected":
        kind = found.error.partition(":")[0].strip()
        return Entry("rejected", kind if kind and " " not in kind else "")
    if found.state != "converted":
        return Entry(found.state)
    status = "ran unconverted" if found.unconverted else "specialised" if found.specialised else "converted"
    sizes = views.graph_sizes(outputs)
    return Entry(
        status,
        differs=found.differs,
        graphs=None if sizes is None else tuple(sizes),
        breaks=tuple(views.break_sites(outputs)),
    )


def direction(old: Entry, new: Entry) -> str:
    """Whether a change is an improvement (a rejection turned into a conversion, fewer graph breaks or graphs, a
    behaviour difference gone) or a regression (the reverse, or a new kind of graph break); anything else that moved
    (operations, where a break happens, the error's class) is only ``changed``.

    >>> one, two = (("print", "m.py:f:4"),), (("print", "m.py:f:4"), ("print", "m.py:f:6"))
    >>> direction(Entry("converted", graphs=(2, 1), breaks=one), Entry("converted", graphs=(2, 1, 1), breaks=two))
    'regressed'
    >>> direction(Entry("converted", graphs=(2, 1, 1), breaks=two), Entry("converted", graphs=(2, 1), breaks=one))
    'improved'
    >>> direction(Entry("rejected", "OSError"), Entry("converted")), direction(Entry("converted"), Entry("rejected"))
    ('improved', 'regressed')
    >>> direction(Entry("converted", graphs=(2,)), Entry("converted", graphs=(3,))), direction(Entry("x"), Entry("x"))
    ('changed', 'same')
    >>> direction(Entry("converted", breaks=one), Entry("converted", breaks=(("data-dependent", "m.py:f:4"),)))
    'regressed'
    """
    if old == new:
        return SAME
    reach = _REACH.get(new.status, -1) - _REACH.get(old.status, -1)
    if reach:
        return IMPROVED if reach > 0 else REGRESSED
    worse = better = False
    if new.graphs is not None and old.graphs is not None:
        worse |= len(new.graphs) > len(old.graphs)
        better |= len(new.graphs) < len(old.graphs)
    worse |= len(new.breaks) > len(old.breaks) or bool({k for k, _ in new.breaks} - {k for k, _ in old.breaks})
    better |= len(new.breaks) < len(old.breaks)
    worse |= new.differs and not old.differs
    better |= old.differs and not new.differs
    return REGRESSED if worse else IMPROVED if better else CHANGED

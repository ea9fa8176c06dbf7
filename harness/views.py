"""What a converter shows the tools, framework-free: its step-by-step walk, its coverage tables, its verdict details.

Each converter's folder may hold a ``views.py`` with a subclass, named by its registry entry
(``Converter.views``); the defaults fit a converter whose outputs need no explaining. The tools
(``show``, ``explore``, ``coverage``, ``matrix``, ``diff``) ask these and know no converter by name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

Outputs = Mapping[str, str]
# The compile report, what the case computes, why it was rejected: read before the rest.
READ_FIRST = ("report.txt", "behaviour.txt", "error.txt")
# The texts of one output (e.g. ``passes.txt``) of every case of a baseline that has it, in case order.
NamedOutputs = Callable[[str], Iterable[str]]


@dataclass(frozen=True)
class Step:
    """One step of a converter's walk: its number, name and state, and the code before and after it."""

    number: str
    name: str
    state: str  # "changed", "unchanged", "failed", or why it did not run
    ran: bool
    before: str
    after: str


class Views:
    """A converter's framework-free face: every method reads committed or received outputs only."""

    # Headings of the walk, for converters that have one (``steps`` gives its steps).
    source_heading = ""  # the code before the first step, e.g. "original source (as the converter parsed it)"
    source_output = ""  # the output holding that code
    steps_heading = ""  # the explorer's heading of the walk
    final_heading = ""  # the code after the last step, and the output holding it
    final_output = ""
    verdict_outputs: tuple[str, ...] = ()  # the outputs its verdict details (graph breaks) are read from

    def steps(self, outputs: Outputs) -> list[Step]:
        """The converter's walk through one case, step by step (none by default)."""
        return []

    def in_walk(self, output: str) -> bool:
        """Whether an output holds the code of one step of the walk (the explorer shows it in the walk, not apart)."""
        return False

    def output_kind(self, output: str) -> str:
        """The kind of an output file, whatever method it belongs to: ``rescale.graph.txt`` is a ``graph.txt``.

        >>> Views().output_kind("rescale.graph.txt"), Views().output_kind("code.py")
        ('graph.txt', 'code.py')
        """
        parts = output.split(".")
        return ".".join(parts[-2:]) if len(parts) > 2 else output

    def case_options(self, options: Mapping[str, tuple[str, ...]]) -> str:
        """The case's own options for this converter, as ``show`` heads its walk (e.g. ``with LISTS``)."""
        return ""

    def graph_breaks(self, outputs: Outputs) -> int:
        """How many times the converter broke the case into several graphs (0 for a converter that never does)."""
        return 0

    def graph_sizes(self, outputs: Outputs) -> list[int] | None:
        """The operations of each graph the converter captured, in order; None for a converter whose outputs do not
        count its graphs apart (the compile report then says nothing of graphs)."""
        return None

    def break_sites(self, outputs: Outputs) -> list[tuple[str, str]]:
        """Each graph break, in order: its kind, and where in the user's code it happened (empty when unsaid)."""
        return []

    def stages(self, outputs: Outputs) -> list[tuple[str, str, str]]:
        """Each stage's own outcome, for a converter that reaches a case in several ways (scripting and tracing,
        say): ``(stage, "converted" | "specialised" | "rejected", the rejection's error text)``; none by default."""
        return []

    def kinds(self, outputs: Outputs) -> dict[str, set[str]]:
        """Per coverage table (e.g. ``graph breaks, by kind``), the kinds of event this case's outputs record."""
        return {}

    def reach(self, named: NamedOutputs, baseline: str, fail_under: int) -> tuple[list[str], bool] | None:
        """The table of the converter's own machinery that a baseline's cases reached (passes, builders), what none
        reached, and whether every counted item reaches ``fail_under``; None for a converter with no such table."""
        return None


DEFAULT = Views()


def table(rows: list[tuple[str, int, str]], title: str) -> list[str]:
    """A two-column text table, cases counted on the right, with an optional note.

    >>> print("\\n".join(table([("functions", 3, ""), ("lists", 0, "off")], "pass")))
    pass       cases
    functions      3
    lists          0  off
    """
    width = max(len(title), *(len(name) for name, _, _ in rows)) if rows else len(title)
    lines = [f"{title:<{width}}  cases"]
    lines += [f"{name:<{width}}  {count:>5}{('  ' + note) if note else ''}" for name, count, note in rows]
    return lines


def reach_table(
    rows: list[tuple[str, int, str]], title: str, exempt: Mapping[str, str], fail_under: int
) -> tuple[list[str], bool]:
    """A reach table, the items no case reaches, and whether every counted (not exempt) item reaches ``fail_under``.

    >>> lines, ok = reach_table([("a", 2, ""), ("b", 0, "")], "item", {}, 1)
    >>> lines[-2:], ok
    (['exercised by no case: b', 'below 1: b'], False)
    """
    short = [name for name, count, _ in rows if count < fail_under and name not in exempt]
    lines = table(rows, title)
    never = [name for name, count, _ in rows if count == 0]
    lines += ["", "exercised by no case: " + (", ".join(never) if never else "none")]
    if fail_under:
        lines.append(
            f"below {fail_under}: " + ", ".join(short) if short else f"every counted item reaches {fail_under}"
        )
    return lines, not short


def reading_rank(name: str, primary: Sequence[str]) -> tuple[int, str]:
    """Where an output comes when a person reads a case (a failure, a review): behaviour and errors, then the
    converter's primary outputs, then the rest.

    >>> sorted(["b.py", "code.py", "behaviour.txt", "a.txt"], key=lambda n: reading_rank(n, ["code.py"]))
    ['behaviour.txt', 'code.py', 'a.txt', 'b.py']
    """
    order = [*READ_FIRST, *primary]
    return (order.index(name), "") if name in order else (len(order), name)

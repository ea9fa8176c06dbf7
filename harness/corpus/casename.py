"""One name for a case, ``<case file>.<case>`` (``mine.sum_squares``), and the other forms a user sees of it."""

from __future__ import annotations

import difflib
import fnmatch
from dataclasses import dataclass


@dataclass(frozen=True)
class CaseName:
    """A case: the dotted name of its file in the cases folder (which names its snapshot folder) and its name.

    >>> name = CaseName("nested.topic", "f")
    >>> str(name), name.file("cases")
    ('nested.topic.f', 'cases/nested/topic.py')
    """

    module: str
    case: str

    def __str__(self) -> str:
        return f"{self.module}.{self.case}"

    def file(self, cases: str) -> str:
        """The case file, as a path from the project root (``cases`` is the case folder's)."""
        return f"{cases}/{self.module.replace('.', '/')}.py"

    def forms(self, cases: str, converter: str = "", baseline: str = "") -> list[str]:
        """Every name a user sees of this case: the one name, the file and node id, the snapshot folders.

        >>> CaseName("mine", "f").forms("cases", "autograph", "tensorflow-2.21")  # doctest: +NORMALIZE_WHITESPACE
        ['mine.f', 'cases/mine.py::f', 'mine/f', 'cases/mine.py::autograph::f', 'autograph::mine::f',
         'autograph/tensorflow-2.21/mine/f']
        """
        forms = [str(self), f"{self.file(cases)}::{self.case}", f"{self.module}/{self.case}"]
        if converter:
            forms += [f"{self.file(cases)}::{converter}::{self.case}", f"{converter}::{self.module}::{self.case}"]
        if converter and baseline:
            forms.append(f"{converter}/{baseline}/{self.module}/{self.case}")
        return forms

    def examples(self, cases: str) -> str:
        """How to name this case, for a message.

        >>> CaseName("mine", "f").examples("cases")
        'mine.f or cases/mine.py::f'
        """
        return f"{self} or {self.file(cases)}::{self.case}"

    def matches(self, pattern: str, cases: str, converter: str = "", baseline: str = "") -> bool:
        """Whether a glob matches any form of the name (``*`` spans ``/`` and ``.``).

        >>> name = CaseName("mine", "f")
        >>> [name.matches(p, "cases", "autograph", "tensorflow-2.21") for p in ("mine.f", "mine/*", "cases/mine.py::*", "*/mine/*", "other.*")]
        [True, True, True, True, False]
        """
        return any(fnmatch.fnmatchcase(form, pattern) for form in self.forms(cases, converter, baseline))


def parse(text: str, cases: str) -> tuple[CaseName, str] | None:
    """A case named in any form a user sees → (the case, the converter the form names or ``""``); None if none.

    >>> parse("loops.for_break", "cases"), parse("cases/a/b.py::f", "cases")
    ((CaseName(module='loops', case='for_break'), ''), (CaseName(module='a.b', case='f'), ''))
    >>> parse("cases/loops.py::autograph::f", "cases"), parse("torchscript::loops::f", "cases")
    ((CaseName(module='loops', case='f'), 'autograph'), (CaseName(module='loops', case='f'), 'torchscript'))
    >>> parse("autograph/tensorflow-2.21/loops/f", "cases"), parse("loops/f", "cases"), parse("loops", "cases")
    ((CaseName(module='loops', case='f'), 'autograph'), (CaseName(module='loops', case='f'), ''), None)
    """
    text = text.strip().rstrip("/")
    if "::" in text:
        parts = text.split("::")
        if parts[0].endswith(".py") and len(parts) in (2, 3):
            file = parts[0].removeprefix("./").removeprefix(f"{cases}/").removesuffix(".py")
            return CaseName(file.replace("/", "."), parts[-1]), parts[1] if len(parts) == 3 else ""
        return (CaseName(parts[1], parts[2]), parts[0]) if len(parts) == 3 else None
    folders = text.split("/")
    if len(folders) in (2, 4) and all(folders):
        return CaseName(folders[-2], folders[-1]), folders[0] if len(folders) == 4 else ""
    module, _, case = text.rpartition(".")
    return (CaseName(module, case), "") if module and case and "/" not in text else None


def closest(wanted: str, names: list[str], count: int = 5) -> list[str]:
    """The names most like ``wanted`` (difflib's ratio), best first.

    >>> closest("mine.sum_square", ["mine.sum_squares", "loops.for_break", "mine.scale"])
    ['mine.sum_squares', 'mine.scale']
    """
    return difflib.get_close_matches(wanted, names, n=count, cutoff=0.6)

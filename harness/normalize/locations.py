"""Where a line of an output came from: the project's files by definition, libraries by function, the harness by module."""

from __future__ import annotations

import ast
import bisect
import glob
import os
import sys
import sysconfig
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import harness

HARNESS_DIR = os.path.dirname(os.path.realpath(harness.__file__))


@dataclass(frozen=True)
class Definition:
    """A def or class of a source file, with its line span and dotted name.

    ``start`` is the line of ``def`` or ``class``, line 1 of a position within the case;
    ``first`` is the line of its first decorator (``start`` without one).
    """

    start: int
    end: int
    qualname: str
    top_level: str
    first: int = 0
    is_class: bool = False

    @property
    def top(self) -> int:
        """The first line of the definition, its decorators included."""
        return self.first or self.start


def definitions(source: str) -> list[Definition]:
    """Every def and class in ``source``, sorted by start line.

    >>> [(d.start, d.end, d.qualname, d.top_level) for d in definitions(
    ...     "class A:\\n  def f(self):\\n    pass\\ndef g():\\n  return 1\\n")]
    [(1, 3, 'A', 'A'), (2, 3, 'A.f', 'A'), (4, 5, 'g', 'g')]
    >>> [(d.first, d.start) for d in definitions("@a\\n@b(\\n  1)\\ndef f():\\n  pass\\n")]
    [(1, 4)]
    """
    found: list[Definition] = []

    def visit(body: list[ast.stmt], prefix: str, top: str | None) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                qualname = f"{prefix}{node.name}"
                owner = top or node.name
                first = min([d.lineno for d in node.decorator_list], default=node.lineno)
                is_class = isinstance(node, ast.ClassDef)
                found.append(Definition(node.lineno, node.end_lineno or node.lineno, qualname, owner, first, is_class))
                visit(node.body, f"{qualname}.", owner)

    visit(ast.parse(source).body, "", None)
    return sorted(found, key=lambda d: d.start)


def enclosing(defs: list[Definition], line: int) -> Definition | None:
    """The innermost definition whose span holds ``line``.

    A decorator's line belongs to the definition it decorates.

    >>> defs = definitions("class A:\\n  @staticmethod\\n  def f():\\n    pass\\nx = 1\\n")
    >>> enclosing(defs, 4).qualname, enclosing(defs, 2).qualname, enclosing(defs, 5)
    ('A.f', 'A.f', None)
    """
    index = bisect.bisect_right([d.top for d in defs], line)
    for candidate in reversed(defs[:index]):  # a definition's decorators follow the previous definition's start
        if candidate.top <= line <= candidate.end:
            return candidate
    return None


def case_position(defs: list[Definition], line: int) -> str | None:
    """``<definition>:<line within it>``, the position of a line of a case file, or None outside any definition.

    The definition is the function that holds the line, named through its classes (``Model.forward``), not a
    function nested in it; a line of a class's body outside its methods is the class's. Line 1 is the ``def``
    or ``class`` line; its decorators above it are lines 0, -1, ... So code added above a definition, or
    above a method in its class, moves no position within it.

    >>> case_position(definitions("x = 1\\ndef f():\\n  return 1\\n"), 3), case_position([], 1)
    ('f:2', None)
    >>> [case_position(definitions("@case(\\n  inputs=1)\\n@unused\\ndef f():\\n  pass\\n"), n) for n in (1, 3, 4)]
    ['f:-2', 'f:0', 'f:1']
    >>> source = "class M:\\n  size = 2\\n  def forward(self):\\n    def inner():\\n      return 1\\n    return inner()\\n"
    >>> [case_position(definitions(source), n) for n in (2, 3, 5, 6)]
    ['M:2', 'M.forward:1', 'M.forward:3', 'M.forward:4']
    """
    holder = _top_level(defs, line)
    while holder is not None and holder.is_class:
        prefix = holder.qualname + "."
        members = [d for d in defs if d.qualname.startswith(prefix) and "." not in d.qualname[len(prefix) :]]
        member = enclosing(members, line)
        if member is None:
            break
        holder = member
    return f"{holder.qualname}:{line - holder.start + 1}" if holder else None


def top_position(defs: list[Definition], line: int) -> str | None:
    """``<top-level definition>:<line within it>``: where a line of installed code a case is defined by lies.

    >>> top_position(definitions("class M:\\n  def forward(self):\\n    return 1\\n"), 3)
    'M:3'
    """
    top = _top_level(defs, line)
    return f"{top.qualname}:{line - top.start + 1}" if top else None


def _top_level(defs: list[Definition], line: int) -> Definition | None:
    """The top-level definition whose span holds ``line``."""
    return enclosing([d for d in defs if d.qualname == d.top_level], line)


def installed(path: str) -> bool:
    """Whether a file is installed code (the standard library, or a package in the environment)."""
    paths = sysconfig.get_paths()
    roots = {os.path.realpath(paths[key]) for key in ("stdlib", "purelib", "platlib")}
    return any(os.path.realpath(path).startswith(root + os.sep) for root in roots)


@lru_cache(maxsize=512)
def file_definitions(path: str) -> list[Definition]:
    """:func:`definitions` of a file on disk; empty when it cannot be parsed."""
    try:
        with open(path, encoding="utf-8") as handle:
            return definitions(handle.read())
    except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
        return []


def library_roots() -> list[str]:
    """Import roots of installed code, longest first, so nested roots win: each as the real folder and as reached
    (through a link to the environment, a framework prints its files' paths as imported, not resolved)."""
    roots = {p for p in sys.path if p and os.path.isdir(p)}
    roots |= {sysconfig.get_paths()[key] for key in ("stdlib", "purelib", "platlib")}
    return sorted({f(r) for r in roots for f in (os.path.realpath, os.path.abspath)}, key=len, reverse=True)


def module_path(real: str, libraries: list[str]) -> str | None:
    """An installed file as every output names it: ``harness/...`` for the harness's own, past its import root for
    a library's (the first of ``libraries`` that holds it); None for any other.

    >>> module_path(os.path.join(HARNESS_DIR, "spec.py"), []), module_path("/env/site/torch/nn/f.py", ["/env/site"])
    ('harness/spec.py', 'torch/nn/f.py')
    >>> module_path("/repo/cases/a.py", ["/env/site"]) is None
    True
    """
    if real.startswith(HARNESS_DIR + os.sep):
        return "harness/" + Path(os.path.relpath(real, HARNESS_DIR)).as_posix()
    root = next((root for root in libraries if real.startswith(root + os.sep)), None)
    return Path(os.path.relpath(real, root)).as_posix() if root else None


def package_path(real: str) -> str:
    """A file outside every import root, named from its outermost package down: the folders above it that hold an
    ``__init__.py`` (``tinylib/mixer.py``), ``.../`` and its name where no folder does.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as top:
    ...     os.makedirs(os.path.join(top, "lib", "pkg", "sub"))
    ...     for folder in ("pkg", "pkg/sub"):
    ...         open(os.path.join(top, "lib", folder, "__init__.py"), "w").close()
    ...     package_path(os.path.join(top, "lib", "pkg", "sub", "m.py")), package_path(os.path.join(top, "lib", "m.py"))
    ('pkg/sub/m.py', '.../m.py')
    """
    folder, parts = os.path.dirname(real), [os.path.basename(real)]
    while os.path.isfile(os.path.join(folder, "__init__.py")) and os.path.dirname(folder) != folder:
        folder, name = os.path.split(folder)
        parts.insert(0, name)
    return "/".join(parts) if len(parts) > 1 else f".../{parts[0]}"


class SourceLocator:
    """Maps a ``path:line`` a converter printed to a stable, relative location: every output names a line of code the
    same way, ``package/module.py`` and the function (a library's) or the position in its definition (the project's).

    A relative path is looked for where a converter may have written it from: the working folder, the project, an
    import root, a package of one (a framework may name its own files past its package's folder), and, for a path
    cut short at its front, the project or an import root again with its leading folders dropped. One found
    nowhere, or in two places at once, is kept as written.
    """

    def __init__(self, project: str) -> None:
        self.project = os.path.realpath(project)
        # Roots inside the project (a venv under .tox/) are libraries; the project and its parents are not.
        self.libraries = [r for r in library_roots() if r != self.project and not self.project.startswith(r + os.sep)]
        self._found: dict[str, str | None] = {}

    def resolved(self, path: str) -> str | None:
        """The real file ``path`` names, or None where it names none (or two)."""
        if os.path.isabs(path):
            return os.path.realpath(path) if os.path.isfile(path) else None
        if path not in self._found:
            self._found[path] = self._relative(path)
        return self._found[path]

    def _relative(self, path: str) -> str | None:
        bases = [os.getcwd(), self.project, *self.libraries]
        for base in bases:
            if os.path.isfile(os.path.join(base, path)):
                return os.path.realpath(os.path.join(base, path))
        under_packages = {
            os.path.realpath(found)
            for root in self.libraries
            for found in glob.glob(os.path.join(glob.escape(root), "*", glob.escape(path)))
        }
        if under_packages:
            return under_packages.pop() if len(under_packages) == 1 else None
        parts = Path(path).parts
        for start in range(1, len(parts) - 1):  # a suffix keeps a folder: a bare file name could be anyone's
            found = {os.path.realpath(os.path.join(base, *parts[start:])) for base in bases[1:]}
            found = {candidate for candidate in found if os.path.isfile(candidate)}
            if found:
                return found.pop() if len(found) == 1 else None
        return None

    def __call__(self, path: str, line: int) -> tuple[str, str | None, bool]:
        real = self.resolved(path)
        if real is None and not os.path.isabs(path):
            return path, str(line), True  # no file it names: as written
        real = real or os.path.realpath(path)
        definitions = file_definitions(real)
        installed_as = module_path(real, self.libraries)
        if installed_as is not None:  # the harness's frames look the same wherever it is installed; a library's too
            inner = enclosing(definitions, line)
            return installed_as, (inner.qualname if inner else None), False
        if real.startswith(self.project + os.sep):
            shown = Path(os.path.relpath(real, self.project)).as_posix()
            return shown, case_position(definitions, line) or f"{line}", True
        inner = enclosing(definitions, line)
        return package_path(real), (inner.qualname if inner else None), False

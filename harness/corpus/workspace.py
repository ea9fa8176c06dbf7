"""A project as the commands and the plugin use it: its settings, the registry the edge that made it loaded, its
converters and its case files, each resolved once, when first asked (a misspelled ``harness_converters`` fails only
what asks for the converters)."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from harness.converter import Converter
from harness.corpus.discovery import CaseFile, case_files, discover, module_key
from harness.project import Project

if TYPE_CHECKING:
    from harness.convert.registry import Registry


@dataclass(frozen=True)
class Workspace:
    """The project's settings (``project``), every registered converter (``registry``), the converters it uses
    (``converters``), every converter a baseline or a name may refer to (``known``) and its case files as read
    (``case_files``). Made at the two edges only (the plugin's configure, the command line), by :meth:`load`.

    >>> from pathlib import Path
    >>> workspace = Workspace.load(Project(Path("."), {"harness_converters": ["harness.testing.echo:ECHO"]}))
    >>> list(workspace.converters), workspace.known["echo"] is workspace.converters["echo"]
    (['echo'], True)
    >>> set(workspace.registry.converters) <= set(workspace.known)
    True
    """

    project: Project
    registry: Registry

    @classmethod
    def load(cls, project: Project) -> Workspace:
        """The project with the registry loaded now: ``EntryError`` where an entry breaks the contract (the edge
        says it as a usage error)."""
        from harness.convert.registry import load  # as the edge starts, not as it is imported: the entries

        return cls(project, load())

    @functools.cached_property
    def converters(self) -> dict[str, Converter]:
        """The converters the project uses: those its ``harness_converters`` names, or every registered one."""
        return self.registry.active(self.project.converters)

    @functools.cached_property
    def references(self) -> dict[str, str]:
        """How a fork server finds each converter the project uses (``Request.converter``): the
        ``package.module:ATTRIBUTE`` its ``harness_converters`` names it by, else its registered name.

        >>> from pathlib import Path
        >>> Workspace.load(Project(Path("."), {"harness_converters": ["harness.testing.echo:ECHO", "fx"]})).references
        {'echo': 'harness.testing.echo:ECHO', 'fx': 'fx'}
        """
        named = {
            name: reference
            for reference in self.project.converters
            if ":" in reference
            for name in self.registry.active([reference])
        }
        return {name: named.get(name, name) for name in self.converters}

    @functools.cached_property
    def known(self) -> dict[str, Converter]:
        """Every registered converter, then the project's own (a project's converter of a registered name wins)."""
        return {**self.registry.converters, **self.converters}

    @functools.cached_property
    def case_files(self) -> dict[str, CaseFile]:
        """Every case file of the project, by its dotted name in the cases folder (``loops``), read once."""
        cases = self.project.cases
        return {module_key(path, cases): discover(path, self.converters, self.known) for path in case_files(cases)}

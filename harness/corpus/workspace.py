"""A project as the commands and the plugin use it: its settings, its converters and its case files, each resolved
once, when first asked (a misspelled ``harness_converters`` fails only what asks for the converters)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from harness.convert.registry import active, registered
from harness.converter import Converter, resolved
from harness.corpus.discovery import CaseFile, case_files, discover, module_key
from harness.project import Project


@dataclass(frozen=True)
class Workspace:
    """The project's settings (``project``), the converters it uses (``converters``), every converter a baseline or
    a name may refer to (``known``) and its case files as read (``case_files``).

    >>> from pathlib import Path
    >>> workspace = Workspace(Project(Path("."), {"harness_converters": ["harness.convert.echo:ECHO"]}))
    >>> list(workspace.converters), workspace.known["echo"] is workspace.converters["echo"]
    (['echo'], True)
    >>> set(registered()) <= set(workspace.known)
    True
    """

    project: Project

    @functools.cached_property
    def converters(self) -> dict[str, Converter]:
        """The converters the project uses: those its ``harness_converters`` names, or every registered one."""
        return active(self.project.converters)

    @functools.cached_property
    def references(self) -> dict[str, str]:
        """How a fork server finds each converter the project uses (``Request.converter``): the
        ``package.module:ATTRIBUTE`` its ``harness_converters`` names it by, else its registered name.

        >>> from pathlib import Path
        >>> Workspace(Project(Path("."), {"harness_converters": ["harness.convert.echo:ECHO", "fx"]})).references
        {'echo': 'harness.convert.echo:ECHO', 'fx': 'fx'}
        """
        named = {resolved(reference).name: reference for reference in self.project.converters if ":" in reference}
        return {name: named.get(name, name) for name in self.converters}

    @functools.cached_property
    def known(self) -> dict[str, Converter]:
        """Every registered converter, then the project's own (a project's converter of a registered name wins)."""
        return {**registered(), **self.converters}

    @functools.cached_property
    def case_files(self) -> dict[str, CaseFile]:
        """Every case file of the project, by its dotted name in the cases folder (``loops``), read once."""
        cases = self.project.cases
        return {module_key(path, cases): discover(path, self.converters) for path in case_files(cases)}

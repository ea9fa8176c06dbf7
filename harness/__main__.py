"""Command line: ``show`` walks a case, ``review`` settles pending changes, ``explore`` writes a site, ``diff``, ``matrix``, ``coverage``, ``report``, ``requirements``, ``init``, ``release``, ``fuzz``, ``history``."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Iterable
from pathlib import Path

from harness.converter import EntryError
from harness.invocation import harness_command
from harness.project import find

# Each command's module declares its arguments (``add_arguments(parser)``) and runs (``run(args, workspace) -> int``);
# it may say why it refuses where CI is set (``refused_in_ci(args) -> str``). Only the chosen command's module is
# imported, as pip's ``commands_dict`` does: a command that converts nothing starts without pytest or a framework.
COMMANDS = {
    "diff": ("harness.tools.diff.command", "compare two baselines (exit 1 when they differ)"),
    "coverage": (
        "harness.tools.coverage",
        "what the cases came to (converted, rejected by error class, graph breaks by kind); passes / builders reached",
    ),
    "show": ("harness.tools.show", "run the converters on one case, live, and walk through their work"),
    "review": ("harness.tools.review.command", "accept, reject or skip the pending changes a failing run left"),
    "matrix": ("harness.tools.matrix", "which converters take each case and how (from the committed snapshots)"),
    "init": (
        "harness.tools.init",
        "set the harness up in this repository: settings, .gitignore lines, a cases folder, a CI workflow",
    ),
    "requirements": (
        "harness.tools.requirements",
        "what the baselines were written with (framework, companions, imported distributions), as pip requirements",
    ),
    "report": (
        "harness.tools.report.command",
        "each case's compile report (status, graphs, graph breaks and where) from the snapshots; "
        "given two baselines, what improved and what regressed (exit 1 on a regression)",
    ),
    "release": (
        "harness.tools.release.command",
        "a new framework release: its tox environment, README's commands, its baseline (by tox), the pages",
    ),
    "history": (
        "harness.tools.history.command",
        "what each converter did, release by release, to a case or to the corpus (the release history)",
    ),
    "explore": ("harness.tools.explore.command", "write a static HTML site of the corpus from the committed snapshots"),
    "fuzz": (
        "harness.tools.fuzz.command",
        "generated functions through every installed converter: outcomes counted, differences reduced",
    ),
}


def parser(chosen: Iterable[str] = COMMANDS) -> argparse.ArgumentParser:
    """The command line, as ``--help`` describes it; only the ``chosen`` commands' modules add their arguments."""
    parser = argparse.ArgumentParser(prog=harness_command(), description=(__doc__ or "").replace("``", ""))
    commands = parser.add_subparsers(dest="command", required=True)
    for name, (module, help) in COMMANDS.items():
        command = commands.add_parser(name, help=help)
        if name in chosen:
            importlib.import_module(module).add_arguments(command)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one command; Ctrl-C ends it with one line and exit status 130 (128 + SIGINT, as a shell reports it)."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        return command_line(argv)
    except KeyboardInterrupt:
        print(f"\n{argv[0] if argv[:1] and argv[0] in COMMANDS else 'harness'}: interrupted (Ctrl-C)", file=sys.stderr)
        return 130


def command_line(argv: list[str]) -> int:
    args = parser(argv[:1]).parse_args(argv)
    command = importlib.import_module(COMMANDS[args.command][0])
    refused = getattr(command, "refused_in_ci", None)
    if os.environ.get("CI") and refused and (why := refused(args)):
        print(f"{args.command}: refused, as CI is set: {why}; CI only compares. Unset CI to run it", file=sys.stderr)
        return 2
    from harness.corpus.workspace import Workspace  # as the command's module: only once one is chosen

    try:
        # a configuration file that cannot be read, or an entry (built-in or installed) that breaks the contract
        workspace = Workspace.load(find(Path(getattr(args, "project", "."))))
    except ValueError as exc:
        print(f"{args.command}: {exc}", file=sys.stderr)
        return 2
    if getattr(args, "snapshots", "") is None:
        args.snapshots = str(workspace.project.snapshots)
    try:
        return int(command.run(args, workspace))
    except EntryError as exc:  # a converter the project names breaks the contract: named, before any conversion
        print(f"{args.command}: harness_converters: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

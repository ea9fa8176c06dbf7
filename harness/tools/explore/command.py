"""``python -m harness explore --out DIR``: a static site of the corpus, built from the committed snapshots."""

from __future__ import annotations

import argparse
import ast
import contextlib
import gc
import multiprocessing
import os
import shutil
from collections.abc import Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from harness.converter import Converter
from harness.corpus.discovery import case_files, discover, module_key
from harness.corpus.fingerprint import fingerprints
from harness.corpus.workspace import Workspace
from harness.store.baselines import ManifestError, all_baselines, prerelease, read_manifest
from harness.store.history import Chain, history_chains, load_chain
from harness.store.layout import read_outputs
from harness.store.verdicts import Verdict
from harness.tools.explore.pages import CaseEntry, Site, badge, case_page, index_page, matrix_page
from harness.tools.matrix import tables
from harness.tools.options import add_project
from harness.tools.timeline import Timeline, timeline

MARKER = ".harness-explore"


def case_source(tree: ast.Module, lines: list[str], name: str) -> tuple[str, str]:
    """A top-level definition's source (decorators included) and its docstring.

    >>> code = "import x\\n\\n@case(inputs=[(1,)])\\ndef f(a):\\n    '''Doc.'''\\n    return a\\n"
    >>> case_source(ast.parse(code), code.splitlines(), "f")
    ("@case(inputs=[(1,)])\\ndef f(a):\\n    '''Doc.'''\\n    return a", 'Doc.')
    """
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name:
            start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            return "\n".join(lines[start - 1 : node.end_lineno]), ast.get_docstring(node) or ""
    return "", ""


def case_entries(
    cases_dir: Path, converters: Mapping[str, Converter], known: Mapping[str, Converter]
) -> Iterator[tuple[str, list[CaseEntry], str | None]]:
    """Each case file as (module, its cases with the project's converters that take them, why it cannot be read)."""
    for path in case_files(cases_dir):
        module = module_key(path, cases_dir)
        info = discover(path, converters, known)
        if info.error:
            yield module, [], info.error
            continue
        text = path.read_text(encoding="utf-8")
        tree, lines = ast.parse(text), text.splitlines()
        entries = [CaseEntry(module, case, *case_source(tree, lines, case.name)) for case in info.cases]
        yield module, entries, None


class NotASite(Exception):
    """The output folder holds something other than an earlier site; it is left alone."""


def prepare(out: Path) -> None:
    """Empty ``out`` for a new site, but only if it is empty or an earlier site."""
    if out.exists() and any(out.iterdir()):
        if not (out / MARKER).is_file():
            raise NotASite(f"{out} is not empty and holds no earlier site ({MARKER}); choose another --out")
        shutil.rmtree(out)
    (out / "cases").mkdir(parents=True)
    (out / MARKER).write_text("written by python -m harness explore; the folder is replaced on each run\n")


@dataclass(frozen=True)
class Sources:
    """What every case page is built from; a worker process inherits it when it is forked."""

    site: Site
    out: Path
    baselines: dict[str, list[Path]]
    chains: list[Chain]
    current: dict[str, str]


SOURCES: Sources | None = None  # set in the parent before its workers fork


def write_pages(module: str, entries: list[CaseEntry]) -> list[tuple[CaseEntry, dict[str, Verdict]]]:
    """Write one case file's case pages; each case's row of the index: its entry and its badge per converter."""
    assert SOURCES is not None
    site, baselines = SOURCES.site, SOURCES.baselines
    rows = []
    for entry in entries:
        # converter -> baseline name -> outputs, newest first: the newest is shown, the others compared with it.
        snapshots_of = {
            converter: {
                b.name: read_outputs(b / module / entry.case.name) for b in reversed(baselines.get(converter, []))
            }
            for converter in entry.case.converters
        }
        name = f"{module}.{entry.case.name}"
        releases: dict[str, list[Timeline]] = {}
        for chain in SOURCES.chains:
            releases.setdefault(chain.converter, []).append(timeline(chain, name, SOURCES.current.get(name)))
        (SOURCES.out / entry.page).write_text(case_page(site, entry, snapshots_of, releases), encoding="utf-8")
        rows.append((entry, {c: badge(outputs, site.views(c)) for c, outputs in snapshots_of.items()}))
    return rows


def workers() -> int:
    """The processors this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def candidates(snapshots: Path) -> dict[str, str]:
    """The baselines whose manifests say a pre-release wrote them (``converter/baseline``), each with that release."""
    found = {}
    for folder in all_baselines(snapshots):
        with contextlib.suppress(ManifestError):
            if release := prerelease(str(read_manifest(folder).get("framework", ""))):
                found[f"{folder.parent.name}/{folder.name}"] = release
    return found


def build(workspace: Workspace, out: Path) -> int:
    """Write the site of a project's corpus and snapshots into ``out``; returns the number of case pages.

    The case pages, most of the work (each output's side-by-side diffs), are written by one forked worker per
    processor, a case file at a time; what they read is loaded once, before they fork."""
    global SOURCES
    project, converters = workspace.project, workspace.converters
    snapshots = project.snapshots
    site = Site(project.cases_name, workspace.known, candidates(snapshots))
    baselines: dict[str, list[Path]] = {}
    for folder in all_baselines(snapshots):
        baselines.setdefault(folder.parent.name, []).append(folder)
    chains = [load_chain(project.history, snapshots, c, python=p) for c, p in history_chains(project.history)]
    for chain in chains:
        for release in chain.releases:
            chain.cases_at(release)
    prepare(out)
    SOURCES = Sources(site, out, baselines, chains, fingerprints(project.cases, workspace.known))
    files = list(case_entries(project.cases, converters, workspace.known))
    try:
        jobs = min(workers(), sum(1 for _, entries, _ in files if entries))
        if jobs > 1 and "fork" in multiprocessing.get_all_start_methods():
            gc.freeze()  # the loaded outputs stay shared: no collection in a worker touches (and copies) them
            with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
                pages = list(pool.map(write_pages, [m for m, _, _ in files], [e for _, e, _ in files]))
        else:
            pages = [write_pages(module, entries) for module, entries, _ in files]
    finally:
        SOURCES = None
        gc.unfreeze()
    rows_of = [(module, rows, error) for (module, _, error), rows in zip(files, pages, strict=True)]
    (out / "index.html").write_text(index_page(site, rows_of), encoding="utf-8")
    written = {entry.page for _, rows, _ in rows_of for entry, _ in rows}
    matrix = matrix_page(
        site, tables(all_baselines(snapshots), converters=converters, cases_dir=project.cases), written
    )
    (out / "matrix.html").write_text(matrix, encoding="utf-8")
    return sum(len(rows) for _, rows, _ in rows_of)


def explore(workspace: Workspace, out: Path) -> int:
    project = workspace.project
    if not project.cases.is_dir():
        print(f"no case folder {project.cases}")
        return 2
    try:
        pages = build(workspace, out)
    except NotASite as exc:
        print(exc)
        return 2
    print(f"wrote {out / 'index.html'} and {pages} case pages")
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--out", required=True, metavar="DIR", help="folder for the site (replaced if it holds an earlier one)"
    )
    add_project(parser)


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    return explore(workspace, Path(args.out))

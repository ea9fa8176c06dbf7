"""A case's source fingerprint: its own definition and what its file shares with every case (imports, helpers).

Adding a case to a file leaves the other cases' fingerprints alone; editing a case changes its own; editing what the
file shares (an import, a helper, a module-level constant) changes every case of the file.
"""

from __future__ import annotations

import ast
import hashlib
import warnings
from collections.abc import Mapping
from pathlib import Path

from harness.converter import Converter
from harness.corpus.discovery import case_files, discover, module_key

DIGITS = 12


def case_spans(tree: ast.Module, names: set[str]) -> dict[str, tuple[int, int]]:
    """The first and last line of each named top-level definition, its decorators included."""
    spans = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name in names:
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            spans[node.name] = (first, node.end_lineno or node.lineno)
    return spans


def file_fingerprints(source: bytes, names: set[str]) -> dict[str, str]:
    """Each named case's fingerprint in a case file's source.

    >>> one = file_fingerprints(b"import x\\ndef a():\\n    return 1\\n", {"a"})
    >>> two = file_fingerprints(b"import x\\ndef a():\\n    return 1\\ndef b():\\n    pass\\n", {"a", "b"})
    >>> one["a"] == two["a"], len(one["a"])
    (True, 12)
    >>> file_fingerprints(b"import y\\ndef a():\\n    return 1\\n", {"a"})["a"] == one["a"]
    False
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    spans = case_spans(tree, names)
    inside = {n for first, last in spans.values() for n in range(first, last + 1)}
    # Blank lines between definitions are no part of any case: adding a case moves them.
    shared = b"".join(line for number, line in enumerate(lines, 1) if number not in inside and line.strip())
    prints = {}
    for name, (first, last) in spans.items():
        own = b"".join(lines[first - 1 : last])
        prints[name] = hashlib.sha256(f"{len(own)}:".encode() + own + shared).hexdigest()[:DIGITS]
    return prints


def fingerprints(cases_dir: Path, converters: Mapping[str, Converter]) -> dict[str, str]:
    """``{case name: fingerprint}`` for every case of the corpus, as ``converters`` (every known one:
    ``Workspace.known``) find them (a file that does not read has none)."""
    found = {}
    for path in case_files(cases_dir):
        read = discover(path, converters)
        if read.error:
            continue
        module = module_key(path, cases_dir)
        names = {case.name for case in read.cases}
        for name, value in file_fingerprints(path.read_bytes(), names).items():
            found[f"{module}.{name}"] = value
    return dict(sorted(found.items()))

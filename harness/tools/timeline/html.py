"""A case's history as HTML: a table of its outputs across releases, and the diff at each change (no scripts)."""

from __future__ import annotations

from html import escape

from harness.store.baselines import prerelease
from harness.tools.html import STYLE, side_by_side
from harness.tools.timeline import Timeline, text

TIMELINE_STYLE = """
table.releases td.changed { background: #fd8; text-align: center; }
table.releases td.same { color: #aaa; text-align: center; }
table.releases td.none { color: #ccc; text-align: center; }
"""


def column(release: str) -> str:
    """A release's column heading: its version (the table's heading names the framework, its section the Python).

    >>> column("torch-2.11"), column("paddle-2.6-python3.12")
    ('2.11', '2.6')
    """
    return release.split("-python")[0].rsplit("-", 1)[1]


def heading(release: str, version: str) -> str:
    """A release's column heading cell, a candidate (its version a pre-release) marked as one.

    >>> heading("fw-2.2", "fw 2.2.0rc0"), heading("fw-2.1", "fw 2.1.0")
    ('<th title="fw 2.2.0rc0">2.2<br><small>candidate</small></th>', '<th>2.1</th>')
    """
    if prerelease(version):
        return f'<th title="{escape(version)}">{escape(column(release))}<br><small>candidate</small></th>'
    return f"<th>{escape(column(release))}</th>"


def release_table(found: Timeline, anchor: str) -> str:
    """Outputs as rows, releases as columns: ● where the output changed (a link to the diff), · where it did not."""
    names = sorted({n for r in found.recorded() for n in found.outputs[r] or {}})
    changed = {release: set(names) for release, _, names in found.changes()}
    head = "".join(heading(r, found.versions.get(r, "")) for r in found.releases)
    rows = []
    for name in names:
        cells = []
        for release in found.releases:
            outputs = found.outputs[release]
            if outputs is None:
                cells.append('<td class="none" title="not recorded for the current source">?</td>')
            elif name in changed.get(release, ()):
                link = f'<a href="#{anchor}-{escape(release)}">●</a>'
                cells.append(f'<td class="changed" title="changed at {escape(release)}">{link}</td>')
            elif name in outputs:
                cells.append('<td class="same">·</td>')
            else:
                cells.append('<td class="none">—</td>')
        rows.append(f"<tr><td><code>{escape(name)}</code></td>{''.join(cells)}</tr>")
    framework = found.releases[0].split("-python")[0].rsplit("-", 1)[0] if found.releases else ""
    return f'<table class="releases"><tr><th>{escape(framework)}</th>{head}</tr>{"".join(rows)}</table>'


def timeline_section(found: Timeline, anchor: str, heading: str = "h3", title: str = "Across releases") -> list[str]:
    """One converter's timeline of a case: the table, then each release's diffs."""
    if not any(found.outputs[r] for r in found.recorded()):
        return []
    body = [f"<{heading}>{escape(title)}</{heading}>", release_table(found, anchor)]
    for release, before, names in found.changes():
        old, new = found.outputs[before] or {}, found.outputs[release] or {}
        version = found.versions.get(release, release)
        body.append(
            f'<h4 id="{anchor}-{escape(release)}">{escape(before)} → {escape(release)} ({escape(version)})</h4>'
        )
        for name in names:
            body += [
                f"<p><code>{escape(name)}</code></p>",
                side_by_side(text(old.get(name, b"")), text(new.get(name, b""))),
            ]
    return body


def case_history_page(found: list[Timeline]) -> str:
    """``history CASE --html FILE``: the case's timeline under each converter."""
    case = found[0].case if found else ""
    body = [f"<h1>{escape(case)}: its history</h1>"]
    for one in found:
        anchor = f"h-{one.converter}" + (f"-python{one.python}" if one.python else "")
        body += [f"<h2>{escape(one.label)}</h2>", *timeline_section(one, anchor)]
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(case)}</title>'
        f"<style>{STYLE}{TIMELINE_STYLE}</style></head><body>{''.join(body)}</body></html>\n"
    )

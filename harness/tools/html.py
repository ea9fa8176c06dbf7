"""A self-contained HTML page for a baseline comparison: summary table and side-by-side diffs."""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from html import escape
from pathlib import Path

from harness.store.baselines import read_manifest
from harness.textdiff import changed_spans, mark
from harness.tools.diff.engine import STATES, Comparison, Output, corpus_lines, versions_lines

STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 2px 8px; }
td.n { text-align: right; }
table.diff { width: 100%; table-layout: fixed; }
table.diff col.ln { width: 3.5em; }
table.diff td { font-family: ui-monospace, monospace; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; vertical-align: top; }
table.diff td.ln { color: #888; text-align: right; }
.del { background: #fdd; } .ins { background: #dfd; } .sep td { background: #eee; }
.del .chg { background: #f99; } .ins .chg { background: #8d8; }
pre.output { white-space: pre-wrap; overflow-wrap: anywhere; }
h3 { margin-top: 2em; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
ul.outputs { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
"""


def side_by_side(old: str, new: str, context: int = 3) -> str:
    """A two-column table of the changed hunks, with line numbers on both sides and the changes inside a line marked.

    >>> table = side_by_side("a\\nx = 1\\n", "a\\nx = 2\\n")
    >>> '<td class="del">x = <span class="chg">1</span></td>' in table and '<td class="ins">x = <span class="chg">2</span></td>' in table
    True
    """
    left, right = old.splitlines(), new.splitlines()
    rows = ['<colgroup><col class="ln"><col><col class="ln"><col></colgroup>']
    matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
    for number, group in enumerate(matcher.get_grouped_opcodes(context)):
        if number:
            rows.append('<tr class="sep"><td colspan="4">…</td></tr>')
        for tag, i1, i2, j1, j2 in group:
            for k in range(max(i2 - i1, j2 - j1)):
                i, j = i1 + k, j1 + k
                spans = changed_spans(left[i], right[j]) if tag == "replace" and i < i2 and j < j2 else None
                a = mark(left[i], spans[0] if spans else [], '<span class="chg">', "</span>", escape) if i < i2 else ""
                b = mark(right[j], spans[1] if spans else [], '<span class="chg">', "</span>", escape) if j < j2 else ""
                cls_a = "" if tag == "equal" or i >= i2 else ' class="del"'
                cls_b = "" if tag == "equal" or j >= j2 else ' class="ins"'
                rows.append(
                    f'<tr><td class="ln">{i + 1 if i < i2 else ""}</td><td{cls_a}>{a}</td>'
                    f'<td class="ln">{j + 1 if j < j2 else ""}</td><td{cls_b}>{b}</td></tr>'
                )
    return '<table class="diff">' + "".join(rows) + "</table>"


def _summary_table(title: str, rows: Mapping[str, Mapping[str, int]], links: dict[str, str]) -> str:
    head = "".join(f"<th>{s}</th>" for s in STATES)
    body = []
    for key, counter in rows.items():
        label = f'<a href="#{links[key]}">{escape(key)}</a>' if key in links else escape(key)
        cells = "".join(f'<td class="n">{counter.get(s, 0)}</td>' for s in STATES)
        body.append(f"<tr><td>{label}</td>{cells}</tr>")
    return f'<table class="summary"><tr><th>{escape(title)}</th>{head}</tr>{"".join(body)}</table>'


def _anchor(output: Output) -> str:
    """An output's anchor: its path, which stays the same when other outputs are added or removed."""
    return escape(output.path)


def _state(output: Output) -> str:
    return "changed, renamed only" if output.renamed_only else output.state


def _section(output: Output, old_label: str, new_label: str, renames: bool) -> str:
    title = f'<h3 id="{_anchor(output)}">{escape(output.path)} — {_state(output)}</h3>'
    right = new_label
    if output.state != "changed":
        body = f'<pre class="output">{escape((output.new if output.state == "added" else output.old) or "")}</pre>'
    elif renames and output.renamed_only:
        body = f"<p>Only the names it binds changed: aligned with {escape(old_label)}, it reads the same.</p>"
    elif renames and output.aligned is not None:
        right = f"{new_label}, names aligned with {old_label}"
        body = side_by_side(output.old or "", output.aligned)
    else:
        body = side_by_side(output.old or "", output.new or "")
    columns = f'<p>left: {escape(old_label)}, right: {escape(right)} · <a href="#summary">summary</a></p>'
    return title + columns + body


def written_by(baseline: Path) -> str:
    """The framework version a baseline's manifest records, or that it has none."""
    return read_manifest(baseline).get("framework", "no manifest")


def html_page(comparison: Comparison, old_label: str, new_label: str, renames: bool = False) -> str:
    """The whole page; it loads nothing from the network. Outputs that only renamed what they bind are marked;
    with ``renames``, the other changes are shown with the new names aligned to the old ones."""
    changed = comparison.changed()
    first_by_module: dict[str, str] = {}
    first_by_kind: dict[str, str] = {}
    for output in changed:
        first_by_module.setdefault(output.module, _anchor(output))
        first_by_kind.setdefault(comparison.kind(output), _anchor(output))
    index_rows = "".join(f'<li><a href="#{_anchor(o)}">{escape(o.path)}</a> ({_state(o)})</li>' for o in changed)
    renamed = sum(o.renamed_only for o in changed)
    states = {s: sum(o.state == s for o in comparison.outputs) for s in STATES}
    totals = ", ".join(f"{n} {s}" for s, n in states.items())
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{escape(old_label)} → {escape(new_label)}</title><style>{STYLE}</style></head><body>",
        f'<h1 id="summary">{escape(old_label)} → {escape(new_label)}</h1>',
        f"<p>{escape(old_label)}: {escape(written_by(comparison.old_root))}; "
        f"{escape(new_label)}: {escape(written_by(comparison.new_root))}</p>",
        *(f"<p>{escape(line)}</p>" for line in versions_lines(comparison)),
        f"<p>outputs: {totals}; renamed only: {renamed} of {sum(o.state == 'changed' for o in changed)} changed</p>",
        *(f"<p>{escape(line)}</p>" for line in corpus_lines(comparison, old_label, new_label)),
        _summary_table("case file", comparison.counts("module"), first_by_module),
        _summary_table("output kind", comparison.counts("kind"), first_by_kind),
        f'<h2>Changed outputs</h2><ul class="outputs">{index_rows}</ul>',
        *(_section(o, old_label, new_label, renames) for o in changed),
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"

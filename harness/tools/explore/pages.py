"""The corpus explorer's HTML: the index of case files, one page per case, and the conversion matrix (no scripts, no network)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from harness.convert import rejection
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.converter import Converter, title, views_of
from harness.corpus.discovery import Case
from harness.store.verdicts import Verdict, VerdictState, verdict
from harness.tools.html import STYLE, side_by_side
from harness.tools.matrix import LEGEND, SUMMARY_ROWS, Table, cell, footnotes, summary
from harness.tools.timeline import Timeline
from harness.tools.timeline.html import TIMELINE_STYLE, timeline_section
from harness.views import DEFAULT, Views


@dataclass(frozen=True)
class Site:
    """What every page of one project's site knows: its case folder and every converter a page may name (the
    registered ones and the project's own: ``Workspace.known``)."""

    cases_name: str = "cases"
    converters: Mapping[str, Converter] = field(default_factory=dict)
    candidates: Mapping[str, str] = field(default_factory=dict)  # converter/baseline -> its pre-release: fw 2.2.0rc0

    def baseline(self, converter: str, name: str) -> str:
        """A baseline's name as a heading shows it, a candidate's marked as one, in HTML.

        >>> Site(candidates={"c/fw-2.2": "fw 2.2.0rc0"}).baseline("c", "fw-2.2"), Site().baseline("c", "fw-2.1")
        ('fw-2.2 <small>(a candidate: fw 2.2.0rc0)</small>', 'fw-2.1')
        """
        candidate = self.candidates.get(f"{converter}/{name}")
        return escape(name) + (f" <small>(a candidate: {escape(candidate)})</small>" if candidate else "")

    def file(self, module: str) -> str:
        """A case file's path as the project names it.

        >>> Site("examples").file("nested.topic")
        'examples/nested/topic.py'
        """
        return f"{self.cases_name}/{module.replace('.', '/')}.py"

    def entry(self, converter: str) -> Converter | None:
        """A converter's registry entry: the project's own, else the registry's."""
        return self.converters.get(converter)

    def title(self, converter: str) -> str:
        return title(converter, self.converters)

    def views(self, converter: str) -> Views:
        return views_of(converter, self.converters)


@dataclass(frozen=True)
class CaseEntry:
    """One case of the corpus: where it is defined and its snapshots in every baseline."""

    module: str
    case: Case
    source: str
    doc: str

    @property
    def page(self) -> str:
        return f"cases/{self.module}.{self.case.name}.html"


# converter -> baseline name -> output name -> text; baselines newest first.
Snapshots = dict[str, dict[str, dict[str, str]]]

SITE_STYLE = (
    STYLE
    + """
pre { background: #f6f8fa; padding: 8px; overflow-x: auto; font-size: 12px; }
pre.error { background: #fff0f0; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; margin-right: 4px; }
.converted { background: #d8f5d8; } .rejected { background: #fbd5d5; } .differs { background: #fde9b8; }
.missing { background: #e5e5e5; } .breaks { background: #d8e8fb; } .specialised { background: #fcd9b6; }
ol.timeline { list-style: none; padding-left: 0; border-left: 3px solid #9ab; margin-left: 8px; }
ol.timeline li { margin: 0 0 6px 0; padding-left: 14px; position: relative; }
ol.timeline li::before { content: ""; position: absolute; left: -8px; top: 5px; width: 11px; height: 11px;
  border-radius: 50%; background: #9ab; }
ol.timeline li.changed::before { background: #2a7; }
ol.timeline li.unchanged { color: #777; }
ol.timeline li.skipped { color: #999; font-style: italic; }
ol.timeline li.skipped::before { background: #fff; }
summary { cursor: pointer; font-family: ui-monospace, monospace; }
nav { margin-bottom: 1em; }
section.converter { border-top: 2px solid #ccc; margin-top: 2em; }
h3 { font-family: inherit; margin-top: 1.5em; }
"""
    + TIMELINE_STYLE
)


def badge(baselines: dict[str, dict[str, str]], views: Views = DEFAULT) -> Verdict:
    """A case's outcome in the newest baseline that has it.

    >>> badge({"t-2.2": {}, "t-2.1": {"error.txt": "E: x"}}).label, badge({"t-2.1": {}}).label
    ('rejected', 'no snapshot')
    """
    return verdict(next((o for o in baselines.values() if o), {}), views)


CSS = {VerdictState.CONVERTED: "converted", VerdictState.REJECTED: "rejected"}


def badge_css(state: Verdict) -> str:
    for css, shown in (("specialised", state.specialised), ("differs", state.differs), ("breaks", state.breaks)):
        if shown:
            return css
    return CSS.get(state.state, "missing")


def badge_html(site: Site, converter: str, state: Verdict) -> str:
    css = badge_css(state)
    tip = f"{converter}: {state.error}" if state.error else converter
    return f'<span class="badge {css}" title="{escape(tip)}">{site.title(converter)}: {escape(state.label)}</span>'


def page(title: str, body: list[str]) -> str:
    head = f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
    return "\n".join([head + f"<style>{SITE_STYLE}</style></head><body>", *body, "</body></html>"]) + "\n"


def index_page(site: Site, files: list[tuple[str, list[tuple[CaseEntry, dict[str, Verdict]]], str | None]]) -> str:
    """Every case file with its cases and a badge per converter."""
    total = sum(len(rows) for _, rows, _ in files)
    body = [
        "<h1>Dynamic-to-static corpus</h1>",
        f"<p>{total} cases in {len(files)} case files, as the committed snapshots record them "
        "(newest baseline of each converter).</p>",
        '<p><a href="matrix.html">The conversion matrix</a>: every case against every converter, per framework version.</p>',
        "<ul>" + "".join(f'<li><a href="#{escape(m)}">{escape(m)}</a> ({len(r)})</li>' for m, r, _ in files) + "</ul>",
    ]
    for module, rows, error in files:
        body.append(f'<h2 id="{escape(module)}">{escape(site.file(module))}</h2>')
        if error:
            body.append(f'<pre class="error">{escape(error)}</pre>')
            continue
        body.append("<table><tr><th>case</th><th>converters</th><th>what it shows</th></tr>")
        for entry, states in rows:
            badges = "".join(badge_html(site, c, s) for c, s in states.items())
            summary = escape(entry.doc.splitlines()[0]) if entry.doc else ""
            body.append(
                f'<tr><td><a href="{entry.page}">{escape(entry.case.name)}</a></td><td>{badges}</td><td>{summary}</td></tr>'
            )
        body.append("</table>")
    return page("Dynamic-to-static corpus", body)


def pre(text: str, css: str = "") -> str:
    return f"<pre{f' class={css!r}' if css else ''}>{escape(text)}</pre>"


def timeline(views: Views, outputs: dict[str, str]) -> list[str]:
    """The converter's walk through the case, step by step, each step that changed the code with its diff."""
    steps = views.steps(outputs)
    if not steps:
        return []
    items = []
    for step in steps:
        if step.state == "changed":
            items.append(
                f'<li class="changed"><details open><summary>{step.number} {escape(step.name)}: changed</summary>'
                f"{side_by_side(step.before, step.after)}</details></li>"
            )
        else:
            css = "unchanged" if step.ran else "skipped"
            items.append(f'<li class="{css}">{step.number} {escape(step.name)}: {escape(step.state)}</li>')
    return [f"<h3>{escape(views.steps_heading)}</h3>", '<ol class="timeline">', *items, "</ol>"]


def other_baselines(converter: str, baselines: dict[str, dict[str, str]]) -> list[str]:
    """The same case in every other committed baseline, with the diff to the newest one."""
    names = list(baselines)
    if len(names) < 2:
        return []
    newest = names[0]
    rows, sections = [], []
    for name in names[1:]:
        old, new = baselines[name], baselines[newest]
        changed = sorted(o for o in set(old) | set(new) if old.get(o) != new.get(o))
        anchor = f"diff-{converter}-{name}"
        if not old:
            state = "no snapshot"
        elif changed:
            state = f'<a href="#{anchor}">{len(changed)} output(s) differ</a>'
        else:
            state = "identical"
        rows.append(f"<tr><td>{escape(name)}</td><td>{state}</td></tr>")
        if old and changed:
            sections.append(f'<h4 id="{anchor}">{escape(name)} → {escape(newest)}</h4>')
            for output in changed:
                sections += [
                    f"<p><code>{escape(output)}</code></p>",
                    side_by_side(old.get(output, ""), new.get(output, "")),
                ]
    table = f"<table><tr><th>baseline</th><th>compared with {escape(newest)}</th></tr>{''.join(rows)}</table>"
    return ["<h3>Other baselines</h3>", table, *sections]


def converter_section(
    site: Site, converter: str, baselines: dict[str, dict[str, str]], releases: Sequence[Timeline] = ()
) -> list[str]:
    entry = site.entry(converter)
    views = site.views(converter)
    framework = entry.framework if entry else converter
    primary = entry.primary_outputs if entry else ()
    newest = next(iter(baselines), None)
    outputs = baselines.get(newest, {}) if newest else {}
    heading = f"{site.title(converter)} — {site.baseline(converter, newest) if newest else escape(framework)}"
    badge_of = badge_html(site, converter, badge(baselines, views))
    body = [f'<section class="converter" id="{converter}"><h2>{heading} {badge_of}</h2>']
    if not outputs:
        body.append(f"<p>No snapshot of this case for {escape(framework)} yet.</p>")
    if rejection.FILE in outputs:
        body += ["<h3>Rejected</h3>", pre(outputs[rejection.FILE], "error")]
    body += timeline(views, outputs)
    for name, heading in primary:
        if name in outputs:
            body += [f"<h3>{heading} <small>({name})</small></h3>", pre(outputs[name])]
    if BEHAVIOUR in outputs:
        body += ["<h3>Behaviour <small>(behaviour.txt)</small></h3>", pre(outputs[BEHAVIOUR])]
    shown = {n for n, _ in primary} | {rejection.FILE, BEHAVIOUR}
    rest = [n for n in outputs if n not in shown and not views.in_walk(n)]
    if rest:
        body.append("<h3>Other outputs</h3>")
        body += [f"<details><summary>{escape(n)}</summary>{pre(outputs[n])}</details>" for n in rest]
    body += other_baselines(converter, baselines)
    for one in releases:  # the base Python's chain first, then each other Python's, under its own heading
        anchor = f"{converter}-release" + (f"-python{one.python}" if one.python else "")
        heading = f"Across releases on Python {one.python}" if one.python else "Across releases"
        body += timeline_section(one, anchor, title=heading)
    return [*body, "</section>"]


def case_page(
    site: Site, entry: CaseEntry, snapshots: Snapshots, releases: Mapping[str, Sequence[Timeline]] | None = None
) -> str:
    """One case: its source, then what each converter made of it (and, with a release history, across releases)."""
    name = f"{entry.module}.{entry.case.name}"
    body = [
        f'<nav><a href="../index.html">index</a> › <a href="../index.html#{escape(entry.module)}">'
        f"{escape(entry.module)}</a> › {escape(entry.case.name)}</nav>",
        f"<h1>{escape(name)}</h1>",
        f"<p>{escape(entry.doc)}</p>" if entry.doc else "",
        "<p>" + " ".join(f'<a href="#{c}">{site.title(c)}</a>' for c in snapshots) + "</p>",
        f"<h2>Source <small>({escape(site.file(entry.module))}:{entry.case.line})</small></h2>",
        pre(entry.source),
    ]
    for converter, baselines in snapshots.items():
        body += converter_section(site, converter, baselines, (releases or {}).get(converter, ()))
    return page(name, body)


def matrix_cell(found: Verdict | None, notes: dict[str, int]) -> str:
    """A matrix cell: a badge, its error on hover, or the mark of a case the converter does not take."""
    if found is None:
        return f"<td>{cell(found, notes)}</td>"
    return f'<td><span class="badge {badge_css(found)}" title="{escape(found.error)}">{escape(cell(found, notes))}</span></td>'


def matrix_table(site: Site, table: Table, pages: set[str]) -> list[str]:
    """One framework version: the counts, then each case file's cases with a cell per converter and its errors."""
    columns = "".join(
        f"<th>{site.title(c)}<br><small>{c}/{escape(table.version)}</small></th>" for c in table.converters
    )
    head = f"<tr><th>case</th>{columns}</tr>"
    counts = summary(table)
    candidate = next(
        (site.baseline(c, table.version) for c in table.converters if f"{c}/{table.version}" in site.candidates), None
    )
    body = [
        f'<h2 id="{escape(table.version)}">{candidate or escape(table.version)}</h2>',
        "<table>",
        head.replace("<th>case</th>", "<th>cases</th>"),
    ]
    body += [
        f"<tr><td>{row}</td>" + "".join(f"<td>{counts[c][row]}</td>" for c in table.converters) + "</tr>"
        for row in SUMMARY_ROWS
    ]
    body.append("</table>")
    for module, cases in table.rows.items():
        notes = footnotes(cases)
        body += [f"<h3>{escape(site.file(module))}</h3>", "<table>", head]
        for case, verdicts in cases.items():
            link = f"cases/{module}.{case}.html"
            name = f'<a href="{link}">{escape(case)}</a>' if link in pages else escape(case)
            cells = "".join(matrix_cell(verdicts.get(c), notes) for c in table.converters)
            body.append(f"<tr><td>{name}</td>{cells}</tr>")
        body.append("</table>")
        if notes:
            body.append(
                "<p><small>" + "<br>".join(f"[{n}] {escape(error)}" for error, n in notes.items()) + "</small></p>"
            )
    return body


def code(markdown: str) -> str:
    """Markdown's inline code as HTML.

    >>> code("`a<b` or c")
    '<code>a&lt;b</code> or c'
    """
    return re.sub(r"`([^`]*)`", r"<code>\1</code>", escape(markdown))


def matrix_page(site: Site, tables: list[Table], pages: set[str]) -> str:
    """The conversion matrix: a table per framework version, linked from the index."""
    body = [
        '<nav><a href="index.html">index</a> › matrix</nav>',
        "<h1>The conversion matrix</h1>",
        f"<p>{code(LEGEND)}</p>",
    ]
    body.append("<p>" + " ".join(f'<a href="#{escape(t.version)}">{escape(t.version)}</a>' for t in tables) + "</p>")
    for table in tables:
        body += matrix_table(site, table, pages)
    return page("The conversion matrix", body)

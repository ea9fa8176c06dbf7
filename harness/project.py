"""A project's harness settings, read from the same pytest configuration file the plugin reads (without importing pytest)."""

from __future__ import annotations

import configparser
import contextlib
import math
import os
import re
import subprocess
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal


@dataclass(frozen=True)
class Setting:
    """A project setting, declared once: the plugin's ``addini``, the defaults, what a run's plan reads and the
    settings table of ``docs/extending.md`` (``settings_table``) all come from it."""

    name: str
    help: str  # what ``pytest --help`` says of it, and the table
    default: str = ""  # as an ini file writes it; a list's default is empty
    type: Literal["linelist"] | None = None  # pytest's: ``linelist`` is a TOML list, or one value a line

    @property
    def initial(self) -> str | list[str]:
        """The default as pytest's ``addini`` takes it (a list for a ``linelist``).

        >>> Setting("harness_x", "modules", type="linelist").initial, Setting("harness_y", "seconds", "3").initial
        ([], '3')
        """
        return self.default.split() if self.type == "linelist" else self.default

    shown: str = ""  # the default as the table gives it, when not the value itself
    more: str = ""  # the table's further words, after the help

    def row(self) -> str:
        """The setting's row of the settings table.

        >>> Setting("harness_x", "seconds", "3", more="(`--x` overrides it)").row()
        '| `harness_x` | `3` | seconds (`--x` overrides it) |'
        """
        default = self.shown or f"`{self.default}`"
        return f"| `{self.name}` | {default} | {' '.join(filter(None, [self.help, self.more]))} |"


SETTINGS = (
    Setting("harness_cases", "folder of case files, relative to rootdir", "cases"),
    Setting("harness_snapshots", "folder of golden files, relative to rootdir", "snapshots"),
    Setting(
        "harness_converters",
        "converters to run: registered names or package.module:ATTRIBUTE (default: every registered one)",
        type="linelist",
        shown="every registered converter",
        more='(e.g. `["my_package.harness_entry:CONVERTER"]`)',
    ),
    Setting("harness_case_timeout", "seconds one conversion may take", "120", more="(`--case-timeout` overrides it)"),
    Setting("harness_startup_timeout", "seconds a fork server may take to import its framework", "600"),
    Setting(
        "harness_reply_grace",
        "seconds a fork server may take beyond a conversion's time bound (a quarter of it more, and this) to end it"
        " and reply, before it counts as not answering and is killed",
        "10",
    ),
    Setting(
        "harness_case_memory",
        "MiB of memory one conversion's processes may hold together before they are killed (0: no bound)",
        "4096",
    ),
    Setting(
        "harness_fresh_children",
        "true: convert every case in a fresh child, warm workers off (default false: a comparison run tries a warm"
        " worker first and trusts it only when every output equals its snapshot)",
        "false",
        more="(`--fresh-children` does the same for one run; see [commands.md](commands.md#warm-workers))",
    ),
    Setting(
        "harness_keep",
        "which outputs a case's snapshots keep: outputs (every one its converter writes), report (its compile report"
        " alone, report.txt) or both",
        "outputs",
        more="(the report beside every output); `report` is a few lines a case, small enough to commit for a model"
        " library; this repository's corpus keeps `outputs` ([commands.md](commands.md#report))",
    ),
    Setting(
        "harness_preload",
        "modules each fork server imports once after its framework (a library every case imports; a name ending in"
        " ? may be missing), so that no child imports them again",
        type="linelist",
        shown="none",
        more='(e.g. `["timm", "transformers.models.bert.modeling_bert"]`: where a package loads its modules lazily,'
        " name the modules the cases use); preload only what starts no thread at import: the server forks afterwards;"
        " the distributions they import are recorded in the manifest as the cases' imports are, and one that cannot"
        " be imported fails every case, said once in one line naming this setting",
    ),
    Setting(
        "harness_report_strict",
        "true: report OLD NEW exits 1 on every change of a compile report, not only on a regression",
        "false",
        more="([commands.md](commands.md#report))",
    ),
    Setting("harness_history", "folder of the release history (read by the history command)", "history"),
)
DEFAULTS: dict[str, str] = {setting.name: setting.default for setting in SETTINGS}
TABLE_START = "<!-- The settings table: generated from harness/project.py's SETTINGS; do not edit by hand. -->"
TABLE_END = "<!-- End of the settings table. -->"


def settings_table() -> str:
    """The settings table of ``docs/extending.md``, between its two marks.

    >>> settings_table().splitlines()[1:3]
    ['| setting | default | what |', '| --- | --- | --- |']
    """
    return "\n".join(
        [TABLE_START, "| setting | default | what |", "| --- | --- | --- |", *(s.row() for s in SETTINGS), TABLE_END]
    )


def with_settings_table(page: str) -> str:
    """``page`` with its settings table (between the two marks) made anew from ``SETTINGS``.

    >>> with_settings_table(f"a\\n{TABLE_START}\\nold\\n{TABLE_END}\\nb").splitlines()[4]
    '| `harness_cases` | `cases` | folder of case files, relative to rootdir |'
    """
    start, end = page.index(TABLE_START), page.index(TABLE_END) + len(TABLE_END)
    return page[:start] + settings_table() + page[end:]


KEEPS = ("outputs", "report", "both")  # every output the converter writes; its compile report alone; the report too
SWITCHES = {"true": True, "yes": True, "on": True, "1": True, "false": False, "no": False, "off": False, "0": False}
# pytest's own order of configuration files, and where each keeps its settings (a TOML file's: ``toml_table``).
CONFIG_FILES = (
    ("pytest.toml", "pytest"),
    (".pytest.toml", "pytest"),
    ("pytest.ini", "pytest"),
    (".pytest.ini", "pytest"),
    ("pyproject.toml", "tool.pytest"),
    ("tox.ini", "pytest"),
    ("setup.cfg", "tool:pytest"),
)


@dataclass(frozen=True)
class Project:
    """Where a project keeps its cases and snapshots, and its harness settings."""

    root: Path
    settings: dict[str, Any]

    def get(self, name: str) -> Any:
        return self.settings.get(name, DEFAULTS.get(name))

    @property
    def cases(self) -> Path:
        return self.root / self.get("harness_cases")

    @property
    def cases_name(self) -> str:
        """The case folder as a path from the project root, as the names of case files begin (``cases``)."""
        return Path(os.path.relpath(self.cases, self.root)).as_posix()

    @property
    def snapshots(self) -> Path:
        return self.root / self.get("harness_snapshots")

    @property
    def history(self) -> Path:
        """The release history: a step per release that has no full baseline (``harness.store.history``)."""
        return self.root / self.get("harness_history")

    @property
    def case_timeout(self) -> float:
        return positive("harness_case_timeout", self.get("harness_case_timeout"), "seconds")

    @property
    def startup_timeout(self) -> float:
        return positive("harness_startup_timeout", self.get("harness_startup_timeout"), "seconds")

    @property
    def reply_grace(self) -> float:
        return positive("harness_reply_grace", self.get("harness_reply_grace"), "seconds")

    @property
    def case_memory(self) -> float:
        """MiB a case's processes may hold together (0: no bound)."""
        value = self.get("harness_case_memory")
        return 0.0 if str(value).strip() == "0" else positive("harness_case_memory", value, "MiB, or 0 for no bound")

    @property
    def fresh_children(self) -> bool:
        """Whether every case is converted in a fresh child, warm workers off."""
        return switch("harness_fresh_children", self.get("harness_fresh_children"))

    @property
    def keep(self) -> str:
        """Which outputs a case's snapshots keep: ``outputs`` (every one the converter writes), ``report`` (its
        compile report alone, ``report.txt``) or ``both``."""
        value = self.get("harness_keep")
        if value not in KEEPS:  # exactly as written: ``REPORT`` is no value, as ``maybe`` is no switch
            raise ValueError(f"harness_keep = {self.get('harness_keep')!r}: must be one of {', '.join(KEEPS)}")
        return value

    @property
    def report_strict(self) -> bool:
        """Whether ``report OLD NEW`` fails on every change of a compile report, not only on a regression."""
        return switch("harness_report_strict", self.get("harness_report_strict"))

    def check_folders(self) -> None:
        """Raise ValueError when the cases and snapshots folders are one inside the other."""
        cases, snapshots = self.cases.resolve(), self.snapshots.resolve()
        if cases.is_relative_to(snapshots) or snapshots.is_relative_to(cases):
            raise ValueError(
                f"harness_snapshots ({self.get('harness_snapshots')}) and harness_cases ({self.get('harness_cases')})"
                " must be separate folders, neither inside the other"
            )

    @property
    def converters(self) -> list[str]:
        """The converters named, one per line or list item, or several to one separated by commas or spaces, as
        ``-o harness_converters=first,second`` gives them.

        >>> Project(Path("."), {"harness_converters": ["first,second", "pkg.entry:OWN"]}).converters
        ['first', 'second', 'pkg.entry:OWN']
        >>> Project(Path("."), {"harness_converters": "third fourth"}).converters
        ['third', 'fourth']
        """
        value = self.get("harness_converters") or []
        return [
            name
            for item in ([value] if isinstance(value, str) else value)
            for name in re.split(r"[,\s]+", item)
            if name
        ]

    @property
    def preload(self) -> tuple[str, ...]:
        """``harness_preload``: modules each fork server imports once, after its framework's drivers (a library
        every case imports, such as ``transformers``), so that no child imports them again."""
        value = self.get("harness_preload") or []
        return tuple(value.split() if isinstance(value, str) else value)


def shown(path: Path, root: Path) -> str:
    """A path as a run prints it: from the project's root when inside it, else whole (``harness_snapshots`` may
    name a folder elsewhere, as ``history --build`` does).

    >>> shown(Path("/p/snapshots/echo"), Path("/p")), shown(Path("/elsewhere/snapshots"), Path("/p"))
    ('snapshots/echo', '/elsewhere/snapshots')
    """
    return path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)


def positive(name: str, value: Any, unit: str) -> float:
    """A setting that must be a finite number above 0.

    >>> positive("t", "2.5", "seconds")
    2.5
    >>> positive("t", "nan", "seconds")
    Traceback (most recent call last):
    ...
    ValueError: t = 'nan': must be a finite number of seconds above 0
    """
    try:
        number = float(value)
    except (TypeError, ValueError):
        number = math.nan
    if not math.isfinite(number) or number <= 0:
        raise ValueError(f"{name} = {value!r}: must be a finite number of {unit} above 0")
    return number


def switch(name: str, value: Any) -> bool:
    """A setting that is on or off (``true``/``false``, ``yes``/``no``, ``on``/``off``, ``1``/``0``).

    >>> switch("s", "True"), switch("s", False)
    (True, False)
    >>> switch("s", "maybe")
    Traceback (most recent call last):
    ...
    ValueError: s = 'maybe': must be true or false
    """
    if isinstance(value, bool):
        return value
    found = SWITCHES.get(str(value).strip().lower())
    if found is None:
        raise ValueError(f"{name} = {value!r}: must be true or false")
    return found


def toml_table(path: Path, data: dict[str, Any]) -> tuple[tuple[str, ...], dict[str, Any]] | None:
    """Where a parsed TOML configuration file keeps pytest's settings, as pytest 9 reads it, and the settings: a
    ``pytest.toml``'s ``[pytest]`` (the file is the configuration, even without it); a ``pyproject.toml``'s
    ``[tool.pytest]`` (native TOML) or ``[tool.pytest.ini_options]``, never both (pytest refuses to start); else None.

    >>> toml_table(Path("pyproject.toml"), {"tool": {"pytest": {"testpaths": ["tests"]}}})
    (('tool', 'pytest'), {'testpaths': ['tests']})
    >>> toml_table(Path("pyproject.toml"), {"tool": {"pytest": {"ini_options": {"x": "1"}}}})
    (('tool', 'pytest', 'ini_options'), {'x': '1'})
    >>> toml_table(Path("pytest.toml"), {}), toml_table(Path("pyproject.toml"), {"tool": {"pytest": {}}})
    ((('pytest',), {}), None)
    >>> toml_table(Path("pyproject.toml"), {"tool": {"pytest": {"x": "1", "ini_options": {"y": "2"}}}})
    Traceback (most recent call last):
    ...
    ValueError: pyproject.toml: pytest reads either [tool.pytest] or [tool.pytest.ini_options], and refuses both
    """
    if path.name != "pyproject.toml":
        table = data.get("pytest")
        return ("pytest",), table if isinstance(table, dict) else {}
    tool = data.get("tool")
    found = tool.get("pytest") if isinstance(tool, dict) else None
    if not isinstance(found, dict):
        return None
    native = {key: value for key, value in found.items() if key != "ini_options"}
    ini = found.get("ini_options")
    if native and ini is not None:
        raise ValueError(f"{path}: pytest reads either [tool.pytest] or [tool.pytest.ini_options], and refuses both")
    if native:
        return ("tool", "pytest"), native
    return (("tool", "pytest", "ini_options"), ini) if isinstance(ini, dict) else None


def _settings(path: Path, section: str) -> dict[str, Any] | None:
    """The pytest settings in one configuration file, or None when it holds none (``pytest.ini`` and
    ``pytest.toml`` always do)."""
    if path.suffix == ".toml":
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:  # TOML's and UTF-8's errors are ValueErrors
            raise ValueError(f"{path}: not a readable TOML file ({exc})") from None
        found = toml_table(path, data)
        return found[1] if found else None
    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read(path, encoding="utf-8")
    except (OSError, ValueError, configparser.Error) as exc:
        raise ValueError(f"{path}: not a readable configuration file ({exc})") from None
    if parser.has_section(section):
        return dict(parser.items(section))
    return {} if path.name.endswith("pytest.ini") else None


def find(start: Path) -> Project:
    """The project around ``start``: the first folder upwards with a pytest configuration file, as pytest finds it.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> _ = (root / "pyproject.toml").write_text('[tool.pytest.ini_options]\\nharness_cases = "examples"\\n')
    >>> (root / "deep").mkdir()
    >>> project = find(root / "deep")
    >>> project.root == root, project.cases == root / "examples", project.snapshots == root / "snapshots"
    (True, True, True)
    """
    start = start.resolve()
    for folder in (start, *start.parents):
        found = config_file(folder)
        if found is not None:
            return Project(folder, found[1])
    return Project(start, {})


def config_file(folder: Path) -> tuple[Path, dict[str, Any]] | None:
    """The file of ``folder`` that holds its pytest configuration, as pytest picks it, with its settings; or None."""
    for name, section in CONFIG_FILES:
        path = folder / name
        if path.is_file():
            settings = _settings(path, section)
            if settings is not None:
                return path, settings
    return None


def repository_root(start: Path) -> Path | None:
    """The root of the git repository around ``start``, as git finds it; None outside one (or without git)."""
    try:
        found = subprocess.run(
            ["git", "-C", str(start), "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=False
        )
    except OSError:
        return None
    return Path(found.stdout.strip()) if found.returncode == 0 and found.stdout.strip() else None


def distribution_name(root: Path) -> str | None:
    """The distribution ``pip install`` of the repository at ``root`` would install, as its ``pyproject.toml``'s
    ``[project]`` or ``setup.cfg``'s ``[metadata]`` names it; ``""`` for a ``setup.py`` alone (a distribution whose
    name only running it tells); None when the repository is no distribution.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> distribution_name(root)
    >>> _ = (root / "pyproject.toml").write_text('[project]\\nname = "tinynets"\\n')
    >>> distribution_name(root)
    'tinynets'
    """
    try:
        declared = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8")).get("project")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        declared = None
    if isinstance(declared, dict) and isinstance(declared.get("name"), str):
        return str(declared["name"])
    setup = configparser.ConfigParser(interpolation=None)
    with contextlib.suppress(configparser.Error, UnicodeDecodeError):
        setup.read(root / "setup.cfg", encoding="utf-8")
    if setup.has_option("metadata", "name"):
        return setup.get("metadata", "name")
    return "" if (root / "setup.py").is_file() else None

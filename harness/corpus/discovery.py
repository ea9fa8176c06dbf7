"""Find the cases in a case file by reading its source, without importing it."""

from __future__ import annotations

import ast
import errno
import os
import re
import unicodedata
import warnings
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from harness.converter import Converter, ModuleClasses, case_options

CASE_KEYWORDS = ("inputs", "converters", "factory")  # what @case takes of every case; the rest are converters' options


@dataclass(frozen=True)
class Case:
    """One case: a top-level function, or a module class (a subclass of a framework's module class), of a case file."""

    name: str
    kind: str  # "function", "module" or "factory"
    converters: tuple[str, ...]
    line: int
    options: tuple[tuple[str, tuple[str, ...]], ...] = ()  # the literal options of its @case (CaseOption.literal)


@dataclass(frozen=True)
class CaseFile:
    """What a case file holds, or why it could not be read."""

    path: Path
    frameworks: tuple[str, ...] = ()
    imports: tuple[str, ...] = ()  # the top-level packages it imports, sorted
    cases: tuple[Case, ...] = ()
    error: str | None = None
    error_line: int | None = None
    notes: tuple[str, ...] = field(default=())


def is_case_file(path: Path, cases_dir: Path) -> bool:
    """A ``.py`` file under ``cases_dir`` with no ``_`` or ``.`` name on its way (those are helpers).

    >>> [is_case_file(Path(p), Path("cases")) for p in ("cases/loops.py", "cases/_util.py", "cases/a/b.py", "x.py")]
    [True, False, True, False]
    """
    return (
        path.suffix == ".py"
        and path.is_relative_to(cases_dir)
        and not any(part.startswith(("_", ".")) for part in path.relative_to(cases_dir).parts)
    )


def case_files(cases_dir: Path, under: Path | None = None) -> list[Path]:
    """Every case file under ``cases_dir`` (or only under its folder ``under``), sorted; a symbolic link loop is none
    (``symlink_loops``)."""
    loops = symlink_loops(cases_dir)
    return [
        path
        for path in sorted((under or cases_dir).rglob("*.py"))
        if is_case_file(path, cases_dir) and not in_loop(path, loops)
    ]


def symlink_loops(cases_dir: Path) -> list[Path]:
    """The symbolic links under ``cases_dir`` that lead back to themselves or to a folder above them: through one, a
    case file's path never ends (``a.py -> b.py -> a.py``, ``cases/again -> .``).

    >>> import tempfile
    >>> cases = Path(tempfile.mkdtemp())
    >>> (cases / "a.py").symlink_to("b.py"); (cases / "b.py").symlink_to("a.py"); (cases / "again").symlink_to(".")
    >>> [p.name for p in symlink_loops(cases)]
    ['a.py', 'again', 'b.py']
    """
    loops = []
    for folder, folders, files in os.walk(cases_dir):  # links to folders are listed, not followed
        for name in sorted([*folders, *files]):
            path = Path(folder) / name
            if not path.is_symlink():
                continue
            try:
                target = path.resolve(strict=True)
            except RuntimeError:  # Python < 3.13's word for a loop
                loops.append(path)
                continue
            except OSError as exc:
                if exc.errno == errno.ELOOP:
                    loops.append(path)
                continue
            if target.is_dir() and path.parent.resolve().is_relative_to(target):
                loops.append(path)
    return sorted(loops)


def in_loop(path: Path, loops: list[Path]) -> bool:
    """Whether ``path`` is one of the ``loops`` or goes through one."""
    return any(path == loop or path.is_relative_to(loop) for loop in loops)


def module_key(path: Path, cases_dir: Path) -> str:
    """A case file's dotted name inside the cases folder, which names its snapshot folder.

    >>> module_key(Path("cases/nested/topic.py"), Path("cases"))
    'nested.topic'
    """
    return ".".join(path.relative_to(cases_dir).with_suffix("").parts)


def folded(name: str) -> str:
    """A name as a case-insensitive file system compares it (macOS's, Windows'): two names that fold alike are one
    file or folder there.

    >>> folded("Loops") == folded("loops"), folded("Stra\u00dfe") == folded("STRASSE"), folded("a") == folded("b")
    (True, True, False)
    """
    return unicodedata.normalize("NFC", name).casefold()


def case_file_twins(paths: Iterable[Path], cases_dir: Path) -> dict[str, Path]:
    """For each case file whose dotted name differs from another's only in case (``A.py`` and ``a.py``,
    ``Sub/x.py`` and ``sub/x.py``), by its dotted name, that other file: on a case-insensitive checkout the two are
    one file and share a snapshot folder.

    >>> paths = [Path("c/A.py"), Path("c/a.py"), Path("c/b.py"), Path("c/Sub/x.py"), Path("c/sub/x.py")]
    >>> {key: path.as_posix() for key, path in case_file_twins(paths, Path("c")).items()}
    {'A': 'c/a.py', 'a': 'c/A.py', 'Sub.x': 'c/sub/x.py', 'sub.x': 'c/Sub/x.py'}
    """
    groups: dict[str, list[tuple[str, Path]]] = {}
    for path in paths:
        key = module_key(path, cases_dir)
        groups.setdefault(folded(key), []).append((key, path))
    return {
        key: other
        for group in groups.values()
        for key, _ in group
        for other in [next((p for k, p in group if k != key), None)]
        if other is not None
    }


def case_twins(cases: Iterable[Case]) -> tuple[Case, Case] | None:
    """The first two cases of a file whose names differ only in case (``Foo`` and ``foo``), which would share a
    snapshot folder on a case-insensitive checkout; None when no two do (a name defined twice is one case).

    >>> cases = [Case("Foo", "function", (), 3), Case("bar", "function", (), 5), Case("foo", "function", (), 7)]
    >>> [(case.name, case.line) for case in case_twins(cases)]
    [('Foo', 3), ('foo', 7)]
    >>> case_twins([Case("f", "function", (), 3), Case("f", "function", (), 7)]) is None
    True
    """
    first: dict[str, Case] = {}
    for case in cases:
        seen = first.setdefault(folded(case.name), case)
        if seen.name != case.name:
            return seen, case
    return None


def imported_packages(tree: ast.Module) -> tuple[str, ...]:
    """The top-level packages a module imports anywhere in its body (absolute imports only), sorted.

    >>> imported_packages(ast.parse("import torchaudio.transforms as T\\nfrom tensorflow import math\\nfrom . import x"))
    ('tensorflow', 'torchaudio')
    """
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.split(".")[0])
    return tuple(sorted(found))


def imported_frameworks(
    tree: ast.Module, converters: Mapping[str, Converter], packages: tuple[str, ...] | None = None
) -> tuple[str, ...]:
    """The frameworks a module imports anywhere in its body (through any import that routes to them), sorted;
    ``packages``: its ``imported_packages``, when the caller has them.

    >>> from harness.convert.registry import load; known = load().converters
    >>> imported_frameworks(ast.parse("import torchaudio\\nfrom tensorflow import math"), known)
    ('tensorflow', 'torch')
    >>> imported_frameworks(ast.parse("import math"), known)
    ()
    """
    framework_of_import = {root: c.framework for c in converters.values() for root in c.routes}
    imported = imported_packages(tree) if packages is None else packages
    return tuple(sorted({framework_of_import[root] for root in imported if root in framework_of_import}))


def routed(
    converters: Mapping[str, Converter],
    frameworks: tuple[str, ...],
    imports: tuple[str, ...],
    known: Mapping[str, Converter],
) -> tuple[str, ...]:
    """The converters that take a file's cases unless a case names its own: those that own the file (one of their
    ``imports`` is imported, ``Converter.own_files``), else those of the frameworks it imports (every one, where it
    imports none) but the ones that own files. A file that a known converter owns is that converter's alone, whether
    it runs here or not.

    >>> from harness.testing.echo import ECHO
    >>> import dataclasses
    >>> own = {"echo": ECHO, "mine": dataclasses.replace(ECHO, name="mine", imports=("marker",), own_files=True)}
    >>> routed(own, (), (), own), routed(own, ("harness",), ("marker", "numpy"), own)
    (('echo',), ('mine',))
    >>> routed({"echo": ECHO}, ("harness",), ("marker",), own)  # "mine" does not run here: nobody takes the file
    ()
    """
    owners = [name for name, c in {**known, **converters}.items() if c.own_files and set(c.routes) & set(imports)]
    if owners:
        return tuple(name for name in owners if name in converters)
    return tuple(
        name for name, c in converters.items() if not c.own_files and (not frameworks or c.framework in frameworks)
    )


def _case_decorator(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> ast.Call | None:
    for decorator in node.decorator_list:
        if isinstance(decorator, ast.Call):
            func = decorator.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name == "case":
                return decorator
    return None


def _keyword(call: ast.Call | None, name: str) -> ast.expr | None:
    for keyword in call.keywords if call else ():
        if keyword.arg == name:
            return keyword.value
    return None


def _literal_names(value: ast.expr) -> tuple[str, ...] | None:
    """The names of a literal tuple or list of strings, else None.

    >>> _literal_names(ast.parse("('a', 'b')").body[0].value), _literal_names(ast.parse("'a'").body[0].value)
    (('a', 'b'), None)
    """
    try:
        names = ast.literal_eval(value)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):  # {[]} is unhashable: TypeError
        return None
    if not isinstance(names, (tuple, list)) or not all(isinstance(name, str) for name in names):
        return None
    return tuple(names)


MODULE_PATH = re.compile(r"(?:[a-z_]\w*\.)*[A-Z]\w*")  # what follows a module package: Linear, modules.conv.Conv2d


def import_bindings(tree: ast.Module) -> tuple[dict[str, str], tuple[str, ...]]:
    """What each name a module's top-level imports bind names, dotted (the last binding of a name wins; a relative
    import binds it to nothing the harness can name: ""), and the modules it imports ``*`` from, in order.

    >>> import_bindings(ast.parse("import torch.nn\\nimport flax.linen as nn\\nfrom torch.nn import Linear as L\\n"
    ...                           "from torch.nn import *\\nif True:\\n    from . import x\\ndef f():\\n    import y"))
    ({'torch': 'torch', 'nn': 'flax.linen', 'L': 'torch.nn.Linear', 'x': ''}, ('torch.nn',))
    """
    bindings: dict[str, str] = {}
    star: list[str] = []
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        node = pending.pop(0)
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    bindings[alias.asname] = alias.name
                else:
                    root = alias.name.split(".")[0]
                    bindings[root] = root
        elif isinstance(node, ast.ImportFrom):
            module = "" if node.level or not node.module else node.module
            for alias in node.names:
                if alias.name == "*":
                    star += [module] if module else []
                else:
                    bindings[alias.asname or alias.name] = module and f"{module}.{alias.name}"
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            # if / try / with / match blocks bind names at the top level too
            children = [c for c in ast.iter_child_nodes(node) if isinstance(c, ast.stmt)]
            handlers = [s for h in getattr(node, "handlers", ()) for s in h.body]
            cases = [s for c in getattr(node, "cases", ()) for s in c.body]
            pending = [*children, *handlers, *cases, *pending]
    return bindings, tuple(star)


@dataclass(frozen=True)
class ModuleKinds:
    """The module classes of the converters' frameworks, and what a case file's imports bind: a base class, as
    written, is a framework's module class only where those imports make it one (after ``from flax import linen as
    nn``, ``nn.Module`` is flax's, no module class of the framework whose ``nn`` another file imports)."""

    declared: tuple[ModuleClasses, ...]
    bindings: Mapping[str, str]  # import_bindings
    star: tuple[str, ...] = ()

    def resolved(self, base: str) -> tuple[ModuleClasses, str] | None:
        """The framework's module classes a base class, as written, belongs to, and its name in them
        (``Linear``, ``ScriptModule``), through the file's imports; None for any other base.

        >>> from harness.convert.registry import load; known = load().converters
        >>> kinds = module_kinds(ast.parse("import torch\\nfrom torch import nn\\nfrom torch.nn import Linear"), known)
        >>> [kinds.resolved(b)[1] for b in ("nn.Linear", "torch.nn.Sequential", "Linear", "torch.jit.ScriptModule")]
        ['Linear', 'Sequential', 'Linear', 'ScriptModule']
        >>> [kinds.resolved(b) for b in ("nn.Parameter", "Mixin", "paddle.nn.Layer")]
        [None, None, None]
        """
        first, _, rest = base.partition(".")
        if first in self.bindings:
            names = [self.bindings[first] and ".".join(filter(None, (self.bindings[first], rest)))]
        else:
            names = [f"{module}.{base}" for module in self.star]
        for name in filter(None, names):
            class_name = name.rpartition(".")[2]
            for classes in self.declared:
                if name in classes.others:
                    return classes, class_name
                inside = name.removeprefix(classes.package + ".")
                if inside != name and MODULE_PATH.fullmatch(inside) and class_name not in classes.not_modules:
                    return classes, class_name
        return None

    def is_module(self, base: str) -> bool:
        """Whether a base class, as written, is one of the frameworks' module classes.

        >>> from harness.convert.registry import load; known = load().converters
        >>> kinds = module_kinds(ast.parse("import paddle\\nfrom paddle import nn"), known)
        >>> [kinds.is_module(b) for b in ("paddle.nn.Layer", "nn.Layer", "paddle.nn.Linear", "nn.ClipGradByNorm")]
        [True, True, True, False]
        >>> module_kinds(ast.parse("from flax import linen as nn"), known).is_module("nn.Module")
        False
        """
        return self.resolved(base) is not None

    def is_root(self, base: str) -> bool:
        """Whether a base class is the class every module of its framework derives from (``nn.Module``)."""
        found = self.resolved(base)
        return found is not None and found[1] == found[0].root

    def needs_no_arguments(self, base: str) -> bool:
        """Whether a base class is one whose constructor needs no argument: a container, a root, ``ScriptModule``."""
        found = self.resolved(base)
        if found is None:
            return False
        classes, name = found
        return name in (classes.root, *classes.no_arguments, *(o.rpartition(".")[2] for o in classes.others))


def module_kinds(tree: ast.Module, converters: Mapping[str, Converter]) -> ModuleKinds:
    """The module classes every converter declares (``Converter.module_classes``), and what ``tree``'s imports bind.

    >>> from harness.convert.registry import load; known = load().converters
    >>> kinds = module_kinds(ast.parse("from torch.nn import Linear, Parameter, functional\\nfrom torch.jit import ScriptModule"), known)
    >>> [name for name in ("Linear", "Parameter", "functional", "ScriptModule") if kinds.is_module(name)]
    ['Linear', 'ScriptModule']
    """
    declared = tuple(dict.fromkeys(c.module_classes for c in converters.values() if c.module_classes is not None))
    bindings, star = import_bindings(tree)
    return ModuleKinds(declared, bindings, star)


def _module_classes(
    node: ast.ClassDef, file_classes: Mapping[str, ModuleClasses], kinds: ModuleKinds
) -> ModuleClasses | None:
    """The framework's module classes a class derives from: through a base of the file's, or one its imports name."""
    for base in map(ast.unparse, node.bases):
        found = file_classes.get(base) or (kinds.resolved(base) or (None,))[0]
        if found is not None:
            return found
    return None


def _init_needs(statement: ast.FunctionDef) -> bool:
    """Whether an ``__init__`` has a parameter past ``self`` that has no default."""
    args = statement.args
    positional = args.posonlyargs + args.args
    required = len(positional) - 1 - len(args.defaults)
    required_kw = sum(default is None for default in args.kw_defaults)
    return required > 0 or required_kw > 0


def _constructor(
    node: ast.ClassDef, classes: Mapping[str, ast.ClassDef], kinds: ModuleKinds, seen: set[str]
) -> str | None:
    """ "" when the class's constructor needs no argument, why when it may need some, None when neither it nor its bases say."""
    seen.add(node.name)
    for statement in node.body:
        if isinstance(statement, ast.FunctionDef) and statement.name == "__init__":
            return "its constructor needs arguments" if _init_needs(statement) else ""
    for base in map(ast.unparse, node.bases):
        if base in classes and base not in seen:
            found = _constructor(classes[base], classes, kinds, seen)
            if found is not None:
                inherited = found.removeprefix("its constructor ").removeprefix("its constructor, inherited from ")
                return found and f"its constructor, inherited from {base}, {inherited}"
        elif kinds.is_root(base):
            continue  # every module's last base: a base after it in the file's order comes first in the MRO
        elif kinds.needs_no_arguments(base):
            return ""
        elif kinds.is_module(base):
            return f"its constructor, inherited from {base}, may need arguments"
    return None


def constructor_arguments(node: ast.ClassDef, classes: Mapping[str, ast.ClassDef], kinds: ModuleKinds) -> str | None:
    """Why a class's constructor may ask for arguments (its own ``__init__``, or the one it inherits), or None.

    A class without an ``__init__`` takes its bases' in order: a class of the same file is read in turn,
    a framework's containers and its root module class need no argument, another of its modules may need some.

    >>> from harness.convert.registry import load; known = load().converters
    >>> tree = ast.parse("import paddle\\nfrom torch import nn\\nclass Mixin:\\n    pass\\nclass Flat(Mixin, nn.Linear):\\n    pass\\nclass Seq(nn.Sequential):\\n    pass\\n"
    ...                  "class Sized(nn.Module):\\n    def __init__(self, n):\\n        pass\\nclass Sub(Sized):\\n    pass\\n"
    ...                  "class Layers(paddle.nn.LayerList):\\n    pass\\n")
    >>> classes = {c.name: c for c in tree.body if isinstance(c, ast.ClassDef)}
    >>> [constructor_arguments(classes[name], classes, module_kinds(tree, known)) for name in ("Flat", "Seq", "Sized", "Sub", "Layers")]
    ['its constructor, inherited from nn.Linear, may need arguments', None, 'its constructor needs arguments', 'its constructor, inherited from Sized, needs arguments', None]
    """
    return _constructor(node, classes, kinds, set()) or None


def _binds_sourceless_callable(node: ast.stmt) -> str:
    """What a public top-level ``name = lambda ...`` or ``name = partial(...)`` binds ("" for anything else).

    >>> _binds_sourceless_callable(ast.parse("f = lambda x: x").body[0])
    'a lambda'
    >>> _binds_sourceless_callable(ast.parse("g = functools.partial(h, 1)").body[0])
    'a functools.partial'
    >>> _binds_sourceless_callable(ast.parse("_f = lambda x: x").body[0]), _binds_sourceless_callable(ast.parse("x = f(1)").body[0])
    ('', '')
    """
    if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
        return ""
    if node.targets[0].id.startswith("_"):
        return ""
    value = node.value
    if isinstance(value, ast.Lambda):
        return "a lambda"
    if isinstance(value, ast.Call) and ast.unparse(value.func).split(".")[-1] == "partial":
        return "a functools.partial"
    return ""


def discover(path: Path, converters: Mapping[str, Converter], known: Mapping[str, Converter] | None = None) -> CaseFile:
    """Read ``path`` and list its cases, and the frameworks it imports, for the given converters; ``known``: every
    converter a case or a route may name (the registered ones and the project's: ``Workspace.known``), the given
    ones when None.

    A file that imports a framework goes to that framework's converters; a file
    that imports none goes to every converter. A file that cannot be parsed
    gives a ``CaseFile`` with ``error`` set.
    """
    try:
        # From bytes, as Python reads a module: a byte-order mark or a coding cookie is honoured. The warnings a
        # compiler gives (an invalid escape such as "\d") are the case's, not errors of the file.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(path.read_bytes(), filename=str(path))
    except SyntaxError as exc:
        return CaseFile(path=path, error=f"SyntaxError: {exc.msg}", error_line=exc.lineno)
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return CaseFile(path=path, error=f"{type(exc).__name__}: {exc}")
    # Routes of every known converter count, so that a framework's file never goes to a framework-free one.
    imports = imported_packages(tree)
    known = {**(known or {}), **converters}
    frameworks = imported_frameworks(tree, known, imports)
    default_converters = routed(converters, frameworks, imports, known)
    declared = case_options(known.values())
    cases: list[Case] = []
    notes: list[str] = []
    module_classes: dict[str, ModuleClasses] = {}  # the file's module classes, by the framework's they derive from
    classes: dict[str, ast.ClassDef] = {}  # the file's classes so far, helpers and mixins too
    kinds = module_kinds(tree, known)
    for node in tree.body:
        if sourceless := _binds_sourceless_callable(node):
            name = node.targets[0].id  # type: ignore[attr-defined]
            notes.append(
                f"line {node.lineno}: {name} is {sourceless}, which has no source a converter can read; not a case (written as a def, it would be one)"
            )
            continue
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if isinstance(node, ast.ClassDef):
            framework_classes = _module_classes(node, module_classes, kinds)
            classes[node.name] = node
            if framework_classes is not None:
                module_classes[node.name] = framework_classes
        if node.name.startswith("_"):
            continue
        decorator = _case_decorator(node)
        if isinstance(node, ast.ClassDef):
            if framework_classes is None:
                continue
            needs = constructor_arguments(node, classes, kinds)
            if decorator is None and needs:
                notes.append(
                    f"line {node.lineno}: {node.name}: {needs}; not a case (wrap it in a @case(factory=True) function)"
                )
                continue
        chosen = default_converters
        if isinstance(node, ast.ClassDef):  # a framework's module class is a case of that framework's converters only
            chosen = tuple(name for name in chosen if known[name].module_classes == framework_classes)
        options: dict[str, tuple[str, ...]] = {}
        for keyword in ("converters", *(name for name, option in declared.items() if option.literal)):
            value = _keyword(decorator, keyword)
            if value is None:
                continue
            names = _literal_names(value)
            problem = "must be a literal tuple of names" if names is None else None
            if keyword == "converters" and names is not None:
                chosen = names
                problem = next(
                    (f"names unknown converter {n!r}; known: {', '.join(known)}" for n in names if n not in known), None
                )
            elif names is not None:
                options[keyword] = names
            if problem:
                error = f"@case({keyword}=...) of {node.name} {problem}"
                return CaseFile(path=path, frameworks=frameworks, error=error, error_line=node.lineno)
        unknown = sorted(
            {k.arg for k in (decorator.keywords if decorator else ()) if k.arg} - {*CASE_KEYWORDS, *declared}
        )
        if unknown:
            takes = ", ".join([*CASE_KEYWORDS, *sorted(declared)])
            error = (
                f"@case({unknown[0]}=...) of {node.name}: no converter here reads {unknown[0]!r}; @case takes {takes}"
            )
            return CaseFile(path=path, frameworks=frameworks, error=error, error_line=node.lineno)
        factory = _keyword(decorator, "factory")
        is_factory = isinstance(factory, ast.Constant) and bool(factory.value)
        kind = "factory" if is_factory else "module" if isinstance(node, ast.ClassDef) else "function"
        first_line = min([node.lineno, *(d.lineno for d in node.decorator_list)])
        cases.append(Case(node.name, kind, chosen, first_line, tuple(sorted(options.items()))))
    if twins := case_twins(cases):
        first, second = twins
        error = (
            f"cases {first.name} (line {first.line}) and {second.name} (line {second.line}) differ only in case: on a"
            " case-insensitive checkout (macOS, Windows) they share one snapshot folder; rename one"
        )
        return CaseFile(path=path, frameworks=frameworks, imports=imports, error=error, error_line=second.line)
    return CaseFile(path=path, frameworks=frameworks, imports=imports, cases=tuple(cases), notes=tuple(notes))

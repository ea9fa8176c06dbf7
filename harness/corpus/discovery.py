"""Find the cases in a case file by reading its source, without importing it."""

from __future__ import annotations

import ast
import errno
import os
import re
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from harness.convert.registry import CONVERTERS, case_options
from harness.converter import Converter, ModuleClasses

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
    tree: ast.Module, converters: Mapping[str, Converter] = CONVERTERS, packages: tuple[str, ...] | None = None
) -> tuple[str, ...]:
    """The frameworks a module imports anywhere in its body (through any import that routes to them), sorted;
    ``packages``: its ``imported_packages``, when the caller has them.

    >>> imported_frameworks(ast.parse("import torchaudio\\nfrom tensorflow import math"))
    ('tensorflow', 'torch')
    >>> imported_frameworks(ast.parse("import math"))
    ()
    """
    framework_of_import = {root: c.framework for c in converters.values() for root in c.routes}
    imported = imported_packages(tree) if packages is None else packages
    return tuple(sorted({framework_of_import[root] for root in imported if root in framework_of_import}))


def routed(
    converters: Mapping[str, Converter],
    frameworks: tuple[str, ...],
    imports: tuple[str, ...],
    known: Mapping[str, Converter] = CONVERTERS,
) -> tuple[str, ...]:
    """The converters that take a file's cases unless a case names its own: those that own the file (one of their
    ``imports`` is imported, ``Converter.own_files``), else those of the frameworks it imports (every one, where it
    imports none) but the ones that own files. A file that a known converter owns is that converter's alone, whether
    it runs here or not.

    >>> from harness.convert.echo import ECHO
    >>> import dataclasses
    >>> own = {"echo": ECHO, "mine": dataclasses.replace(ECHO, name="mine", imports=("marker",), own_files=True)}
    >>> routed(own, (), ()), routed(own, ("harness",), ("marker", "numpy"))
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


@dataclass(frozen=True)
class ModuleKinds:
    """The module classes of the converters' frameworks, as a case file writes them as bases."""

    roots: frozenset[str]  # the classes every module derives from: Module, nn.Module, fw.nn.Module
    no_arguments: frozenset[str]  # classes whose constructors need no argument: containers, ScriptModule
    patterns: tuple[
        re.Pattern[str], ...
    ]  # any class of a framework's module package: nn.Linear, nn.modules.conv.Conv2d
    not_modules: frozenset[str]  # capitalised names of those packages that are no module class: Parameter
    imported: frozenset[str]  # names the file binds to module classes: from fw.nn import Linear

    def is_module(self, base: str) -> bool:
        """Whether a base class, as written, is one of the frameworks' module classes.

        >>> kinds = module_kinds(ast.parse("from torch.nn import Linear"))
        >>> [kinds.is_module(b) for b in ("nn.Linear", "torch.nn.Sequential", "nn.Parameter", "Linear", "jit.ScriptModule", "Mixin")]
        [True, True, False, True, True, False]
        >>> [kinds.is_module(b) for b in ("paddle.nn.Layer", "nn.Layer", "paddle.nn.Linear", "nn.ClipGradByNorm")]
        [True, True, True, False]
        """
        if base in self.roots or base in self.no_arguments or base in self.imported:
            return True
        return any(p.match(base) for p in self.patterns) and base.rsplit(".", 1)[-1] not in self.not_modules


def module_kinds(tree: ast.Module, converters: Mapping[str, Converter] = CONVERTERS) -> ModuleKinds:
    """The module classes every converter declares (``Converter.module_classes``), and the names ``tree`` binds
    to them by ``from <package> import <Class>``.

    >>> sorted(module_kinds(ast.parse("from torch.nn import Linear, Parameter, functional\\nfrom torch.jit import ScriptModule")).imported)
    ['Linear', 'ScriptModule']
    """
    declared: list[ModuleClasses] = list(
        dict.fromkeys(c.module_classes for c in converters.values() if c.module_classes is not None)
    )
    roots: set[str] = set()
    no_arguments: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    packages: dict[str, ModuleClasses] = {}
    for classes in declared:
        roots |= classes.spellings(classes.root)
        no_arguments |= classes.roots() | {s for name in classes.no_arguments for s in classes.spellings(name)}
        for package in (classes.package, *(other.rpartition(".")[0] for other in classes.others)):
            packages[package] = classes
        first, _, rest = classes.package.partition(".")
        tail = rf"{re.escape(rest)}\." if rest else ""
        patterns.append(re.compile(rf"^(?:{re.escape(first)}\.)?{tail}(?:[a-z_]\w*\.)*[A-Z]\w*$"))
    imported: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom) or not node.module:
            continue
        owner = next((c for p, c in packages.items() if node.module == p or node.module.startswith(p + ".")), None)
        for alias in node.names if owner else ():
            if alias.name[:1].isupper() and alias.name not in owner.not_modules:  # type: ignore[union-attr]
                imported.add(alias.asname or alias.name)
    not_modules = {name for classes in declared for name in classes.not_modules}
    return ModuleKinds(
        frozenset(roots), frozenset(no_arguments), tuple(patterns), frozenset(not_modules), frozenset(imported)
    )


def _is_module_class(node: ast.ClassDef, module_classes: set[str], kinds: ModuleKinds) -> bool:
    return any(kinds.is_module(base) or base in module_classes for base in map(ast.unparse, node.bases))


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
        elif base in kinds.roots:
            continue  # every module's last base: a base after it in the file's order comes first in the MRO
        elif base in kinds.no_arguments:
            return ""
        elif kinds.is_module(base):
            return f"its constructor, inherited from {base}, may need arguments"
    return None


def constructor_arguments(node: ast.ClassDef, classes: Mapping[str, ast.ClassDef], kinds: ModuleKinds) -> str | None:
    """Why a class's constructor may ask for arguments (its own ``__init__``, or the one it inherits), or None.

    A class without an ``__init__`` takes its bases' in order: a class of the same file is read in turn,
    a framework's containers and its root module class need no argument, another of its modules may need some.

    >>> tree = ast.parse("class Mixin:\\n    pass\\nclass Flat(Mixin, nn.Linear):\\n    pass\\nclass Seq(nn.Sequential):\\n    pass\\n"
    ...                  "class Sized(nn.Module):\\n    def __init__(self, n):\\n        pass\\nclass Sub(Sized):\\n    pass\\n"
    ...                  "class Layers(paddle.nn.LayerList):\\n    pass\\n")
    >>> classes = {c.name: c for c in tree.body}
    >>> [constructor_arguments(classes[name], classes, module_kinds(tree)) for name in ("Flat", "Seq", "Sized", "Sub", "Layers")]
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


def discover(path: Path, converters: Mapping[str, Converter] = CONVERTERS) -> CaseFile:
    """Read ``path`` and list its cases, and the frameworks it imports, for the given converters.

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
    known = {**CONVERTERS, **converters}
    frameworks = imported_frameworks(tree, known, imports)
    default_converters = routed(converters, frameworks, imports, known)
    declared = case_options(known.values())
    cases: list[Case] = []
    notes: list[str] = []
    module_classes: set[str] = set()
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
            is_module = _is_module_class(node, module_classes, kinds)
            classes[node.name] = node
            module_classes |= {node.name} if is_module else set()
        if node.name.startswith("_"):
            continue
        decorator = _case_decorator(node)
        if isinstance(node, ast.ClassDef):
            if not is_module:
                continue
            needs = constructor_arguments(node, classes, kinds)
            if decorator is None and needs:
                notes.append(
                    f"line {node.lineno}: {node.name}: {needs}; not a case (wrap it in a @case(factory=True) function)"
                )
                continue
        chosen = default_converters
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
    return CaseFile(path=path, frameworks=frameworks, imports=imports, cases=tuple(cases), notes=tuple(notes))

"""Numba's IR and LLVM IR as text with stable names, and its pass walk (written as ``passes.txt`` by ``convert/passlog.py``).

Numba names a temporary by the bytecode offset and operation that made it (``$46binary_subscr.4``,
``$phi38.0``, ``$const56.5.2``); its LLVM symbols carry a process-wide counter of the functions it compiled
(``B2v7`` in ``_ZN...1fB2v7B38...``). Both are renumbered in order of appearance, so that an upgrade that only
moves offsets or counts shows no change, and ``diff --renames`` aligns what remains.

Snapshot rule: pass numbers, names and states.
"""

from __future__ import annotations

import io
import pickle
import re
from dataclasses import dataclass, field
from typing import Any

from harness.convert.passlog import NoCode, Ran, write

_TEMPORARY = re.compile(r"(?<!\w)\$(?!_Z)[\w.]*\w")  # not a module's number (f$1), nor an LLVM comdat ($_ZN...)
# A variable of an inner function inlined into the case: the function, a process-wide count, its own variable (a
# temporary's ``$`` and ``.`` spelled ``_v`` and ``_``).
_INLINED = re.compile(r"closure__locals__(\w+?)_v(\d+)_(_v\w+|\w+)")
_UNIQUE_ID = re.compile(r"B(\d+)(v\d+)")
# The kernel Numba makes of an array expression is named by an object's address: mangled (its length first) or bare.
_ARRAY_EXPR = re.compile(r"(\d*)(__numba_array_expr_0x[0-9a-f]+)")
# A Python object the compiled code refers to: a global named by its address, holding the address as a number.
_DYNAMIC_GLOBAL = re.compile(r"numba\.dynamic\.globals\.([0-9a-f]+)")
# An exception's pickled arguments, named by the id of the object that held them (Numba 0.57 and 0.58), or by
# their SHA-1 (0.59 and later).
_PICKLE = re.compile(r"(\.const\.pickle(?:buf|data)\.)(\d{6,}|[0-9a-f]{40})(?![0-9a-f])")
# The pickled bytes hold the absolute path of the file that raised (the case's, a Numba module's), which the harness
# shows relative to its root only afterwards: their sizes and SHA-1 would name the checkout's folder. The bytes are
# written unpickled, their sizes ``PICKLED`` and their SHA-1 a placeholder.
_PICKLED_DATA = re.compile(
    r'^(@"?\.const\.pickledata\.\w+(?:\.\d+)?"? = internal constant )\[(\d+) x i8\] c"([^"]*)"$', re.M
)
_PICKLED_SHA1 = re.compile(
    r'^(@"?\.const\.pickledata\.\w+\.sha1(?:\.\d+)?"? = internal constant \[20 x i8\] c")[^"]*"$', re.M
)
_PICKLED_BUFFER = re.compile(r"^@\"?\.const\.picklebuf\..*$", re.M)
# A call that unpickles one, which the optimiser gives its size as a constant (an ``objmode`` block's function).
_UNPICKLE_CALL = re.compile(r"^.*@\"?numba_unpickle\"?\(.*$", re.M)
# A string constant named by the string's hash, which PYTHONHASHSEED changes (``@.bytes.-7264007431688190766``).
_HASHED = re.compile(r"(\.bytes\.)(-?\d{6,})(?!\d)")
_POINTER = re.compile(r"\binttoptr \(i64 \d{9,} to\b")
# An address within a mangled name, after its escaped space (``at_200x7f32...``): the same length (the mangled name
# counts it), numbered as an object, in letters no address holds.
# A module's name: the function's and a count of the modules Numba made, in the process, for functions of that name.
_MODULE_ID = re.compile(r'(; ModuleID = "[^"$]*)\$(\d+)"')
# A string constant: its length, counted again once the names it holds are renumbered.
_STRING = re.compile(r'\[(\d+) x i8\] c"((?:[^"\\]|\\[0-9A-Fa-f]{2})*)"')
_ESCAPE = re.compile(r"\\[0-9A-Fa-f]{2}")
# A global, named bare or quoted: its string constant's definition, and a typed pointer to it where it is used.
_GLOBAL_NAME = r'@(?:"[^"]*"|[-\w.$]+)'
_DEFINED = re.compile(rf'^({_GLOBAL_NAME}) = [^\n]*?constant \[(\d+) x i8\] c"', re.M)
_USED = re.compile(rf"\[\d+ x i8\](, \[\d+ x i8\]\*|\*) ({_GLOBAL_NAME})")
_MANGLED_ADDRESS = re.compile(r"(?<=_20)0x([0-9a-f]{6,})")
_LINE = re.compile(r"^(\s*# --- LINE )(\d+)( ---)", re.M)


@dataclass
class Names:
    """Numba's temporaries renamed ``$<operation>.<n>``, numbered per operation in order of first appearance; one
    instance renames every output of a case, so one temporary keeps one name from pass to pass.

    >>> names = Names()
    >>> names.rename("$46binary_subscr.4 = getitem(value=a, index=$phi40.1)\\n$72binary_subscr.4 = $46binary_subscr.4")
    '$binary_subscr.1 = getitem(value=a, index=$phi.1)\\n$binary_subscr.2 = $binary_subscr.1'
    >>> names.rename("$const56.5.2 = const(int, 0); $64pred = call $bool64($58compare_op.6); $phi40.1")
    '$const.1 = const(int, 0); $pred.1 = call $bool.1($compare_op.1); $phi.1'

    An inlined inner function's variables, which Numba names with a process-wide count, are renumbered too:

    >>> names.rename("closure__locals__sq_v7_v = n; closure__locals__sq_v7__vbinop_mul8_2 = closure__locals__sq_v7_v")
    'closure__locals__sq_v1_v = n; closure__locals__sq_v1__vbinop_mul_1 = closure__locals__sq_v1_v'
    """

    given: dict[str, str] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    inlined: dict[str, str] = field(default_factory=dict)

    def _inlined(self, match: re.Match[str]) -> str:
        token = match[0]
        if token not in self.given:
            count = self.inlined.setdefault(match[2], str(len(self.inlined) + 1))
            variable = match[3]
            if variable.startswith("_v"):
                stem = re.sub(r"\d+", "", variable[2:]).strip("_") or "v"
                key = f"inlined {stem}"
                self.counts[key] = self.counts.get(key, 0) + 1
                variable = f"_v{stem}_{self.counts[key]}"
            self.given[token] = f"closure__locals__{match[1]}_v{count}_{variable}"
        return self.given[token]

    def _name(self, match: re.Match[str]) -> str:
        token = match[0]
        if token not in self.given:
            stem = re.sub(r"[\d.]+", "", token[1:]).strip("_") or "v"
            self.counts[stem] = self.counts.get(stem, 0) + 1
            self.given[token] = f"${stem}.{self.counts[stem]}"
        return self.given[token]

    def rename(self, text: str) -> str:
        return _TEMPORARY.sub(self._name, _INLINED.sub(self._inlined, text))


@dataclass
class UniqueIds:
    """LLVM symbols with Numba's function counter (``B2v7``, its length first) renumbered in order of appearance;
    one instance renumbers every LLVM output of a case, so one function keeps one name from output to output.

    >>> ids = UniqueIds()
    >>> ids.renumber("@_ZN5cases1fB2v7B4abcdEx @_ZN5cases1gB3v12B4abcdEx @cpython._ZN5cases1fB2v7B4abcdEx")
    '@_ZN5cases1fB2v1B4abcdEx @_ZN5cases1gB2v2B4abcdEx @cpython._ZN5cases1fB2v1B4abcdEx'
    >>> ids.renumber("@_ZN5cases1gB3v12B4abcdEx")
    '@_ZN5cases1gB2v2B4abcdEx'

    Array expressions' kernels, named by an address, are numbered too, their mangled length made right:

    >>> ids.renumber('@_ZN3_3e33__numba_array_expr_0x7fdd70145050B2v4 ; ModuleID = "__numba_array_expr_0x7fdd70145050$2"')
    '@_ZN3_3e20__numba_array_expr_1B2v3 ; ModuleID = "__numba_array_expr_1"'

    and the Python objects the code refers to by their addresses:

    >>> ids.renumber('@"numba.dynamic.globals.7fb6" = linkonce global i8* inttoptr (i64 140420491453584 to i8*)')
    '@"numba.dynamic.globals.object1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)'
    >>> ids.renumber('@".const.f" = internal constant [11 x i8] c"f_ZB3v10E\\\\00"')
    '@".const.f" = internal constant [9 x i8] c"f_ZB2v4E\\\\00"'
    >>> ids.renumber('@".const.picklebuf.140585255064256" @".const.pickledata.140585255064256.sha1"')
    '@".const.picklebuf.object2" @".const.pickledata.object2.sha1"'
    >>> ids.renumber('@.bytes.-7264007431688190766 = internal constant [2 x i8] c"a\\\\00"')
    '@.bytes.string3 = internal constant [2 x i8] c"a\\\\00"'
    >>> ids.renumber('; ModuleID = "if_else$7"')
    '; ModuleID = "if_else"'
    >>> ids.renumber("@_ZN1f4nextE47gen_28func_3d_3cfunction_20f_20at_200x7f328d4a3b00_3e_29")
    '@_ZN1f4nextE47gen_28func_3d_3cfunction_20f_20at_200xOBJ000000004_3e_29'
    """

    numbers: dict[str, str] = field(default_factory=dict)
    kernels: dict[str, str] = field(default_factory=dict)
    objects: dict[str, str] = field(default_factory=dict)

    def _mangled(self, match: re.Match[str]) -> str:
        number = self.objects.setdefault(match[1], f"object{len(self.objects) + 1}")
        return "0xOBJ" + number.removeprefix("object").rjust(len(match[1]) - 3, "0")

    def _object(self, match: re.Match[str]) -> str:
        return "numba.dynamic.globals." + self.objects.setdefault(match[1], f"object{len(self.objects) + 1}")

    def _kernel(self, match: re.Match[str]) -> str:
        new = self.kernels.setdefault(match[2], f"__numba_array_expr_{len(self.kernels) + 1}")
        if match[1] and int(match[1]) == len(match[2]):
            return f"{len(new)}{new}"
        return match[1] + new

    def _renumbered(self, match: re.Match[str]) -> str:
        if int(match[1]) != len(match[2]):
            return match[0]
        new = self.numbers.setdefault(match[2], f"v{len(self.numbers) + 1}")
        return f"B{len(new)}{new}"

    def renumber(self, text: str) -> str:
        text = _DYNAMIC_GLOBAL.sub(self._object, _POINTER.sub("inttoptr (i64 ADDRESS to", text))
        text = _MODULE_ID.sub(lambda m: f'{m[1]}"', _MANGLED_ADDRESS.sub(self._mangled, text))
        text = _HASHED.sub(lambda m: m[1] + self.objects.setdefault(m[2], f"string{len(self.objects) + 1}"), text)
        text = _PICKLE.sub(lambda m: m[1] + self.objects.setdefault(m[2], f"object{len(self.objects) + 1}"), text)
        text = _UNIQUE_ID.sub(self._renumbered, _ARRAY_EXPR.sub(self._kernel, text))
        return _unpickled(_uses_measured(_STRING.sub(_measured, text)))


def _bytes(escaped: str) -> bytes:
    r"""An LLVM string constant's bytes: ``\XX`` is one byte.

    >>> _bytes("a\\0Ab")
    b'a\nb'
    """
    return re.sub(rb"\\([0-9A-Fa-f]{2})", lambda m: bytes([int(m[1], 16)]), escaped.encode("latin-1"))


class _Unpickler(pickle.Unpickler):
    """Numba's pickled constants, but none that Numba rebuilds itself (``numba.core.serialize``: an ``objmode``
    block's compiled function), whose rebuilding depends on what the process compiled before.

    >>> _Unpickler(io.BytesIO(pickle.dumps(ValueError("bad")))).load()
    ValueError('bad')
    >>> _Unpickler(io.BytesIO(b"cnumba.core.serialize\\ncustom_rebuild\\n.")).load()
    Traceback (most recent call last):
    ...
    _pickle.UnpicklingError: numba.core.serialize.custom_rebuild: rebuilt by Numba, not shown
    """

    def find_class(self, module: str, name: str) -> Any:
        if module == "numba.core.serialize":
            raise pickle.UnpicklingError(f"{module}.{name}: rebuilt by Numba, not shown")
        return super().find_class(module, name)


def _unpickled(text: str) -> str:
    r"""Each pickled exception written as what it holds, with no size or SHA-1 that its paths' length would change.

    >>> import pickle
    >>> data = "".join(f"\\{b:02X}" for b in pickle.dumps((ValueError, ("bad",), ("f", "/ck/cases/a.py", 3))))
    >>> print(_unpickled(f'''@.const.pickledata.object1 = internal constant [77 x i8] c"{data}"
    ... @.const.pickledata.object1.sha1 = internal constant [20 x i8] c"\\12\\34"
    ... @.const.picklebuf.object1 = internal constant {{ i8*, i32 }} {{ i8* bitcast ([77 x i8]* @.const.pickledata.object1 to i8*), i32 77 }}'''))
    @.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('bad',), ('f', '/ck/cases/a.py', 3))
    @.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
    @.const.picklebuf.object1 = internal constant { i8*, i32 } { i8* bitcast ([PICKLED x i8]* @.const.pickledata.object1 to i8*), i32 PICKLED }

    The optimiser's call that unpickles one (an ``objmode`` block's function) names its size too:

    >>> print(_unpickled(f'''@.const.pickledata.object1 = internal constant [77 x i8] c"{data}"
    ... %.79 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object1, i32 77, ptr nonnull @.const.pickledata.object1.sha1)
    ... %.80 = call i8* @numba_unpickle(i8* getelementptr ([77 x i8], [77 x i8]* @.const.pickledata.object1, i64 0), i32 77)''').splitlines()[1:])
    ['%.79 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object1, i32 PICKLED, ptr nonnull @.const.pickledata.object1.sha1)', '%.80 = call i8* @numba_unpickle(i8* getelementptr ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i64 0), i32 PICKLED)']

    A second constant of one name, which LLVM numbers (``.8``), too:

    >>> print(_unpickled(f'@.const.pickledata.object1.8 = internal constant [77 x i8] c"{data}"\n'
    ...                  '@.const.pickledata.object1.sha1.9 = internal constant [20 x i8] c"\\12"'))
    @.const.pickledata.object1.8 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('bad',), ('f', '/ck/cases/a.py', 3))
    @.const.pickledata.object1.sha1.9 = internal constant [20 x i8] c"SHA-1 of the pickled data"

    A size that begins another's (7 and 77) is replaced whole, whatever the order of the sizes:

    >>> short = "".join(f"\\{b:02X}" for b in pickle.dumps(1234, protocol=0))
    >>> print(_unpickled(f'@.const.pickledata.object2 = internal constant [{len(short) // 3} x i8] c"{short}"\n'
    ...                  f'@.const.pickledata.object3 = internal constant [77 x i8] c"{data}"\n'
    ...                  f'%.79 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object3, i32 77, ptr null)'
    ...                  ).splitlines()[2])
    %.79 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object3, i32 PICKLED, ptr null)
    """
    sizes: set[str] = set()

    def data(match: re.Match[str]) -> str:
        sizes.add(match[2])
        try:
            shown = repr(_Unpickler(io.BytesIO(_bytes(match[3]))).load())  # Numba's own pickle of the case's exception
        except Exception:  # noqa: BLE001 - a class this process cannot import, or rebuilt by Numba: not shown
            shown = "(pickled data)"
        return f"{match[1]}[PICKLED x i8] {shown}"

    text = _PICKLED_SHA1.sub(lambda m: f'{m[1]}SHA-1 of the pickled data"', _PICKLED_DATA.sub(data, text))

    if not sizes:
        return text
    size = "|".join(sorted(sizes))
    in_buffer = re.compile(rf"\[(?:{size}) x i8\]|(?<=i32 )(?:{size})(?!\d)")

    def buffer(match: re.Match[str]) -> str:
        return in_buffer.sub(lambda m: "[PICKLED x i8]" if m[0].startswith("[") else "PICKLED", match[0])

    return _UNPICKLE_CALL.sub(buffer, _PICKLED_BUFFER.sub(buffer, text))


def _measured(match: re.Match[str]) -> str:
    """A string constant with its length counted: an escape (``\\00``) is one byte."""
    return f'[{len(_ESCAPE.sub("x", match[2]))} x i8] c"{match[2]}"'


def _uses_measured(text: str) -> str:
    r"""Each pointer to a string constant typed with the length its definition now has: a name renumbered inside the
    string changed it, and the use would keep the length the process's own numbering gave it.

    >>> print(_uses_measured('@".const.f B1v1" = internal constant [8 x i8] c"f B1v1\\00"\n'
    ...     'call i8* getelementptr inbounds ([13 x i8], [13 x i8]* @".const.f B1v1", i32 0), [13 x i8]* @x'))
    @".const.f B1v1" = internal constant [8 x i8] c"f B1v1\00"
    call i8* getelementptr inbounds ([8 x i8], [8 x i8]* @".const.f B1v1", i32 0), [13 x i8]* @x
    """
    lengths = {match[1]: match[2] for match in _DEFINED.finditer(text)}

    def use(match: re.Match[str]) -> str:
        length = lengths.get(match[2])
        if length is None:
            return match[0]
        pointer = f", [{length} x i8]*" if match[1].startswith(",") else "*"
        return f"[{length} x i8]{pointer} {match[2]}"

    return _USED.sub(use, text)


def annotation_lines(text: str, file_name: str) -> str:
    """The typed annotation with each ``--- LINE N ---`` naming the case file (``file.py:N``), so that the harness
    makes it a position within the case, and no line added above the case moves it.

    >>> annotation_lines("# --- LINE 21 --- \\n# label 0", "cases.py")
    '# --- LINE cases.py:21 --- \\n# label 0'
    """
    return _LINE.sub(lambda m: f"{m[1]}{file_name}:{m[2]}{m[3]}", text)


def pass_file_name(name: str) -> str:
    """A pass's name as a file and ``passes.txt`` write it: Numba names a few with spaces.

    >>> pass_file_name("Rewrite dynamic raises"), pass_file_name("nopython_type_inference")
    ('Rewrite_dynamic_raises', 'nopython_type_inference')
    """
    return re.sub(r"\W+", "_", name).strip("_")


@dataclass
class PassWalk:
    """The pipeline's passes in order, and the IR after each one that ran, as Numba ran them."""

    listed: list[str] = field(default_factory=list)
    ran: list[tuple[str, str]] = field(default_factory=list)
    failed: str | None = None  # the pass that raised, if one did


def pass_files(source: str, walk: PassWalk) -> dict[str, str]:
    """``00_source.py``, ``passes.txt`` and ``NN_<pass>.txt`` for each pass that changed the IR.

    >>> walk = PassWalk(["translate", "prune", "infer", "lower"], [("translate", "a\\n"), ("prune", "a\\n")], "infer")
    >>> files = pass_files("def f(): ...\\n", walk)
    >>> sorted(files)
    ['00_source.py', '01_translate.txt', 'passes.txt']
    >>> print(files["passes.txt"], end="")
    01 translate  changed
    02 prune      unchanged
    03 infer      failed
    04 lower      not run
    """
    steps: list[Ran | NoCode] = []
    for index, name in enumerate(pass_file_name(name) for name in walk.listed):
        if index < len(walk.ran):
            steps.append(Ran(name, walk.ran[index][1]))
        else:
            steps.append(NoCode(name, "failed" if index == len(walk.ran) and walk.failed is not None else "not run"))
    return write(source, steps, ".txt")

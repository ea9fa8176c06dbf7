"""The converter registry: what each converter is, and which are active (read without importing a framework)."""

from __future__ import annotations

import functools
import importlib
import importlib.metadata
import importlib.util
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from harness.views import DEFAULT, Views

ENTRY_POINT_GROUP = "dy2static_harness.converters"
# The compile report, what the case computes, why it was rejected: read before the rest.
READ_FIRST = ("report.txt", "behaviour.txt", "error.txt")


@dataclass(frozen=True)
class ModuleClasses:
    """How a framework's module classes are written in a case file: a public class that derives from one is a case,
    converted as an instance, when its constructor needs no argument.

    >>> sorted(ModuleClasses("torch.nn", "Module").spellings("Module"))
    ['Module', 'nn.Module', 'torch.nn.Module']
    """

    package: str  # where they live, dotted: torch.nn
    root: str  # the class every one of them derives from: Module
    no_arguments: tuple[str, ...] = ()  # classes of the package whose constructors need no argument: containers
    not_modules: tuple[str, ...] = ()  # capitalised names of the package that are no module class: Parameter
    others: tuple[str, ...] = ()  # module classes outside the package, dotted: torch.jit.ScriptModule

    def spellings(self, name: str, package: str | None = None) -> set[str]:
        """How a class of the package (or of ``package``) may be written as a base: bare, or under its package's
        trailing parts."""
        parts = (package or self.package).split(".")
        return {".".join([*parts[i:], name]) for i in range(len(parts) + 1)}

    def roots(self) -> set[str]:
        """Every spelling of the classes every module derives from."""
        found = self.spellings(self.root)
        for other in self.others:
            package, _, name = other.rpartition(".")
            found |= self.spellings(name, package)
        return found


@dataclass(frozen=True)
class Converter:
    """Everything the harness knows about one converter; its driver is the only code that runs it.

    ``driver`` is a module, imported only in a worker child, with
    ``convert(target, spec) -> dict[str, str]`` (output file name to text).
    """

    name: str
    framework: str  # the package whose presence enables it; names its baseline folders
    distributions: tuple[str, ...]  # where its version is read, in order
    driver: str
    imports: tuple[str, ...] = ()  # top-level imports that route a case file to it (default: the framework)
    companions: tuple[str, ...] = ()  # optional packages its fork server preloads and its manifest records
    family: tuple[str, ...] = ()  # other distributions that can change its outputs; the manifest records each installed
    title: str = ""
    primary_outputs: tuple[tuple[str, str], ...] = ()  # (output, heading) the explorer shows first
    settings: tuple[tuple[str, str], ...] = ()  # what its driver pins that shapes the output; in each manifest
    minimum: tuple[tuple[int, int], str] | None = None  # the oldest framework (major, minor) it runs on, and why
    environment: tuple[str, ...] = ()  # prefixes of the variables its framework reads: they join its cache key
    pinned: tuple[tuple[str, str], ...] = ()  # variables its fork server sets, whatever the user's shell has
    unwraps: tuple[str, ...] = ()  # attributes by which its decorator's result keeps the function as written
    module_classes: ModuleClasses | None = None  # its framework's module classes: a subclass in a case file is a case
    own_code: tuple[str, ...] = ()  # modules of the harness that are the converter itself (echo's driver), not a driver
    views: str = (
        ""  # ``package.module:ATTRIBUTE`` of its framework-free views (harness.views.Views); the defaults if empty
    )

    @property
    def routes(self) -> tuple[str, ...]:
        return self.imports or (self.framework,)

    @property
    def preload(self) -> tuple[str, ...]:
        """What its fork server imports once: the framework, the companions (optional), the driver."""
        return (self.framework, *(f"{c}?" for c in self.companions), self.driver)

    def load_views(self) -> Views:
        """What the tools show of it: its views, imported without its framework.

        >>> type(CONVERTERS["autograph"].load_views()).__name__, type(CONVERTERS["fx"].load_views()).__name__
        ('AutoGraphViews', 'Views')
        """
        return _views(self.views) if self.views else DEFAULT

    def installed_version(self) -> str | None:
        """The framework's installed version, found without importing it."""
        if importlib.util.find_spec(self.framework) is None:
            return None
        for distribution in self.distributions:
            try:
                return importlib.metadata.version(distribution)
            except importlib.metadata.PackageNotFoundError:
                continue
        return None

    def missing_companion(self, imports: Iterable[str]) -> str | None:
        """The first of its companions that a case file imports and that is not installed, or None."""
        return next((c for c in self.companions if c in imports and importlib.util.find_spec(c) is None), None)

    def setting(self, name: str) -> str:
        """One of its pinned settings, as the manifest records it."""
        return dict(self.settings)[name]

    def unsupported(self, version: str) -> str | None:
        """Why it cannot run on this framework version, or None when it can.

        >>> CONVERTERS["dynamo"].unsupported("2.0.1")
        'torch 2.0.1 is older than 2.1: torch.compile refuses Python 3.11 before torch 2.1'
        >>> CONVERTERS["dynamo"].unsupported("2.11.0+cpu") is None
        True
        """
        if self.minimum is None:
            return None
        (major, minor), why = self.minimum
        return (
            None
            if minor_release(version) >= (major, minor)
            else f"{self.framework} {version} is older than {major}.{minor}: {why}"
        )

    def baseline(self, version: str) -> str:
        """The baseline folder name for a version.

        >>> CONVERTERS["torchscript"].baseline("2.11.0+cpu"), CONVERTERS["autograph"].baseline("2.22rc0")
        ('torch-2.11', 'tensorflow-2.22')
        """
        major, minor = minor_release(version)
        return f"{self.framework}-{major}.{minor}"


def minor_release(version: str) -> tuple[int, int]:
    """A version's major and minor numbers, however it is spelled (``2.22.0rc0``, ``2.22rc0``, ``2.11.0+cpu``).

    >>> minor_release("2.22rc0"), minor_release("0.10.2")
    ((2, 22), (0, 10))
    """
    match = re.match(r"^v?(\d+)\.(\d+)", version.strip())
    if match is None:
        raise ValueError(f"{version!r} names no minor release (X.Y)")
    return int(match[1]), int(match[2])


@functools.cache
def _views(reference: str) -> Views:
    module, _, attribute = reference.partition(":")
    views = getattr(importlib.import_module(module), attribute)
    if not isinstance(views, Views):
        raise TypeError(f"{reference} is a {type(views).__name__}, not a harness.views.Views")
    return views


TORCH_IMPORTS = ("torch", "torchvision", "torchaudio")
TORCH_COMPANIONS = ("torchvision", "torchaudio")
TORCH_ENVIRONMENT = ("TORCH", "PYTORCH_", "ATEN_", "DNNL_", "MKL_", "OMP_", "OPENBLAS_", "CUDA")
PADDLE_ENVIRONMENT = ("FLAGS_", "GLOG_", "PADDLE_", "OMP_", "MKL_", "OPENBLAS_", "DNNL_")
PADDLE_PINNED = (("GLOG_minloglevel", "2"),)  # Paddle's C++ log lines
TORCH_MODULES = ModuleClasses(
    "torch.nn",
    "Module",
    no_arguments=("Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict", "Identity"),
    not_modules=("Parameter", "Buffer", "UninitializedParameter", "UninitializedBuffer"),
    others=("torch.jit.ScriptModule",),
)
PADDLE_MODULES = ModuleClasses(
    "paddle.nn",
    "Layer",
    no_arguments=("Sequential", "LayerList", "LayerDict", "ParameterList", "Identity"),
    not_modules=("ClipGradByGlobalNorm", "ClipGradByNorm", "ClipGradByValue"),
)
BUILT_IN = (
    Converter(
        "autograph",
        "tensorflow",
        ("tensorflow", "tensorflow-cpu", "tf-nightly"),
        "harness.convert.autograph.driver",
        title="AutoGraph",
        views="harness.convert.autograph.views:VIEWS",
        primary_outputs=(("converted.py", "Final code"), ("graph.txt", "TensorFlow graph")),
        environment=("TF_", "KERAS_", "DNNL_", "MKL_", "OMP_", "OPENBLAS_"),
        family=("keras", "keras-nightly", "tf-keras"),  # Keras names the graph's scopes (dense_1/MatMul)
        pinned=(("TF_CPP_MIN_LOG_LEVEL", "2"),),
        unwraps=("python_function",),
    ),
    Converter(
        "torchscript",
        "torch",
        ("torch",),
        "harness.convert.torchscript.driver",
        imports=TORCH_IMPORTS,
        companions=TORCH_COMPANIONS,
        environment=TORCH_ENVIRONMENT,
        module_classes=TORCH_MODULES,
        title="TorchScript",
        views="harness.convert.torchscript.views:VIEWS",
        primary_outputs=(("code.py", "Code"), ("graph.txt", "Graph"), ("schema.txt", "Schema")),
    ),
    Converter(
        "export",
        "torch",
        ("torch",),
        "harness.convert.export.driver",
        imports=TORCH_IMPORTS,
        companions=TORCH_COMPANIONS,
        environment=TORCH_ENVIRONMENT,
        module_classes=TORCH_MODULES,
        title="torch.export",
        primary_outputs=(
            ("program.py", "Exported program"),
            ("signature.txt", "Graph signature"),
            ("decomposed.py", "Core ATen"),
        ),
        settings=(("strict", "False"),),
        minimum=((2, 1), "torch.export first appeared in torch 2.1"),
    ),
    Converter(
        "fx",
        "torch",
        ("torch",),
        "harness.convert.fx.driver",
        imports=TORCH_IMPORTS,
        companions=TORCH_COMPANIONS,
        environment=TORCH_ENVIRONMENT,
        module_classes=TORCH_MODULES,
        title="torch.fx symbolic_trace",
        primary_outputs=(("code.py", "Code"), ("graph.txt", "Graph")),
    ),
    Converter(
        "dynamo",
        "torch",
        ("torch",),
        "harness.convert.dynamo.driver",
        imports=TORCH_IMPORTS,
        companions=TORCH_COMPANIONS,
        environment=TORCH_ENVIRONMENT,
        module_classes=TORCH_MODULES,
        title="Dynamo (torch.compile)",
        views="harness.convert.dynamo.views:VIEWS",
        primary_outputs=(
            ("graphs.py", "Captured graphs"),
            ("breaks.txt", "Graph breaks"),
            ("aot_forward.py", "AOT forward"),
        ),
        settings=(("dynamic", "False"), ("fullgraph", "False"), ("backend", "aot_autograd, default partitioner")),
        minimum=((2, 1), "torch.compile refuses Python 3.11 before torch 2.1"),
    ),
    Converter(
        "jax",
        "jax",
        ("jax",),
        "harness.convert.jax.driver",
        title="jax.jit",
        views="harness.convert.jax.views:VIEWS",
        primary_outputs=(("jaxpr.txt", "Jaxpr"), ("stablehlo.mlir", "StableHLO"), ("signature.txt", "Signature")),
        settings=(("jax_enable_x64", "False"), ("jax_platforms", "cpu")),
        family=("jaxlib",),  # XLA: the lowering and its StableHLO
        environment=("JAX_", "XLA_", "TF_CPP_", "OMP_", "OPENBLAS_", "MKL_"),
        # jax drops its own frames from an exception's traceback, which would leave the harness's call innermost
        pinned=(("JAX_TRACEBACK_FILTERING", "off"),),
    ),
    Converter(
        "paddle",
        "paddle",
        ("paddlepaddle", "paddlepaddle-gpu"),
        "harness.convert.paddle.driver",
        title="Paddle to_static",
        views="harness.convert.paddle.views:VIEWS",
        primary_outputs=(("converted.py", "Final code"), ("program.txt", "Program")),
        settings=(("full_graph", "True"),),
        environment=PADDLE_ENVIRONMENT,
        module_classes=PADDLE_MODULES,
        pinned=PADDLE_PINNED,
        unwraps=("dygraph_function",),
    ),
    Converter(
        "sot",
        "paddle",
        ("paddlepaddle", "paddlepaddle-gpu"),
        "harness.convert.sot.driver",
        title="Paddle SOT",
        views="harness.convert.sot.views:VIEWS",
        primary_outputs=(("programs.txt", "Captured programs"), ("breaks.txt", "Fallbacks and graph breaks")),
        settings=(("full_graph", "False"), ("MIN_GRAPH_SIZE", "0")),
        environment=PADDLE_ENVIRONMENT,
        module_classes=PADDLE_MODULES,
        pinned=PADDLE_PINNED,
        unwraps=("dygraph_function",),
    ),
)


def title(name: str, converters: Mapping[str, Converter] | None = None) -> str:
    """A converter's display name, or its name when it has none.

    >>> title("autograph"), title("mine")
    ('AutoGraph', 'mine')
    """
    known = (CONVERTERS if converters is None else converters).get(name)
    return known.title if known and known.title else name


def views_of(name: str, converters: Mapping[str, Converter] | None = None) -> Views:
    """The views of a converter known by name (a project's own converters first), or the defaults.

    >>> type(views_of("dynamo")).__name__, type(views_of("unknown")).__name__
    ('DynamoViews', 'Views')
    """
    known = {**CONVERTERS, **(converters or {})}.get(name)
    return known.load_views() if known else DEFAULT


def reading_rank(name: str, primary: Sequence[str]) -> tuple[int, str]:
    """Where an output comes when a person reads a case (a failure, a review): behaviour and errors, then the
    converter's primary outputs, then the rest.

    >>> sorted(["b.py", "code.py", "behaviour.txt", "a.txt"], key=lambda n: reading_rank(n, ["code.py"]))
    ['behaviour.txt', 'code.py', 'a.txt', 'b.py']
    """
    order = [*READ_FIRST, *primary]
    return (order.index(name), "") if name in order else (len(order), name)


def load(reference: str) -> Converter:
    """A converter named by ``package.module:ATTRIBUTE``.

    >>> load("harness.registry:BUILT_IN")
    Traceback (most recent call last):
    ...
    TypeError: harness.registry:BUILT_IN is a tuple, not a harness.registry.Converter
    """
    module, _, attribute = reference.partition(":")
    value = getattr(importlib.import_module(module), attribute)
    if not isinstance(value, Converter):
        raise TypeError(f"{reference} is a {type(value).__name__}, not a harness.registry.Converter")
    return value


def registered() -> dict[str, Converter]:
    """The built-in converters, then those that installed packages register in the entry-point group."""
    found = {converter.name: converter for converter in BUILT_IN}
    for entry in sorted(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        converter = entry.load()
        if not isinstance(converter, Converter):
            raise TypeError(f"entry point {entry.name} = {entry.value} is not a harness.registry.Converter")
        found.setdefault(converter.name, converter)
    return found


CONVERTERS = registered()


def active(references: Iterable[str] = ()) -> dict[str, Converter]:
    """The converters a project uses: every registered one, or those its ``harness_converters`` setting names.

    A reference is a registered name or ``package.module:ATTRIBUTE``.

    >>> list(active()), list(active(["torchscript"]))
    (['autograph', 'torchscript', 'export', 'fx', 'dynamo', 'jax', 'paddle', 'sot'], ['torchscript'])
    >>> active(["mxnet"])
    Traceback (most recent call last):
    ...
    ValueError: unknown converter 'mxnet'; registered: autograph, torchscript, export, fx, dynamo, jax, paddle, sot
    """
    chosen = list(references)
    if not chosen:
        return dict(CONVERTERS)
    found = {}
    for reference in chosen:
        if ":" in reference:
            converter = load(reference)
        elif reference in CONVERTERS:
            converter = CONVERTERS[reference]
        else:
            raise ValueError(f"unknown converter {reference!r}; registered: {', '.join(CONVERTERS)}")
        found[converter.name] = converter
    return found

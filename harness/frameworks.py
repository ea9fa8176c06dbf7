"""Which converter belongs to which framework, and which version is installed (no imports)."""

from __future__ import annotations

import importlib.metadata
import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True)
class Converter:
    """A converter, the framework that provides it and where its baselines live."""

    name: str
    framework: str
    distributions: tuple[str, ...]

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

    def baseline(self, version: str) -> str:
        """The baseline folder name for a version.

        >>> CONVERTERS["torchscript"].baseline("2.11.0+cpu")
        'torch-2.11'
        """
        major, minor = version.split("+")[0].split(".")[:2]
        return f"{self.framework}-{major}.{minor}"


CONVERTERS = {
    "autograph": Converter("autograph", "tensorflow", ("tensorflow", "tensorflow-cpu", "tf-nightly")),
    "torchscript": Converter("torchscript", "torch", ("torch",)),
}

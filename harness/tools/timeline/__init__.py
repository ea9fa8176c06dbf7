"""A case's outputs under one converter, release by release, as the release history holds them."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise

from harness.store.baselines import read_manifest
from harness.store.history import Chain, chain_label


def text(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


@dataclass
class Timeline:
    """One case under one converter, release by release."""

    converter: str
    case: str
    releases: list[str]
    outputs: dict[str, dict[str, bytes] | None]  # release -> outputs; None: not recorded for the current source
    failed: set[str] = field(default_factory=set)  # releases at which the harness failed on the case
    versions: dict[str, str] = field(default_factory=dict)  # release -> the framework's exact version
    unlinked: list[tuple[str, str]] = field(default_factory=list)  # neighbours whose outputs cannot be compared
    python: str | None = None  # the Python of its chain: None, the base one

    @property
    def label(self) -> str:
        return chain_label(self.converter, self.python)

    def recorded(self) -> list[str]:
        return [r for r in self.releases if self.outputs[r] is not None]

    def changes(self) -> list[tuple[str, str, list[str]]]:
        """``(release, the release before it, outputs that changed)``, for each release that changed any."""
        found = []
        for before, release in pairwise(self.releases):
            if (before, release) in self.unlinked:
                continue
            old, new = self.outputs[before] or {}, self.outputs[release] or {}
            changed = sorted(n for n in set(old) | set(new) if old.get(n) != new.get(n))
            if changed:
                found.append((release, before, changed))
        return found


def manifests_of(chain: Chain) -> dict[str, dict[str, str]]:
    """Each release's manifest (a full baseline's own, else its stored step's), where it has one."""
    found = {name: read_manifest(folder) for name, folder in chain.full.items()}
    found.update({name: step.manifest for name, step in chain.steps.items() if step.manifest})
    return found


def versions_of(chain: Chain) -> dict[str, str]:
    """Each release's framework version as its manifest recorded it (``fw 2.16.2``)."""
    return {name: manifest.get("framework", name) for name, manifest in manifests_of(chain).items()}


def timeline(chain: Chain, case: str, current: str | None) -> Timeline:
    outputs: dict[str, dict[str, bytes] | None] = {}
    for release in chain.releases:
        recorded = chain.recorded(case, release, current)
        outputs[release] = chain.cases_at(release).get(case, {}) if recorded else None
    failed = {r for r, step in chain.steps.items() if case in step.failed}
    unlinked = [(a, b) for a, b in pairwise(chain.releases) if not chain.linked(case, a, b, current)]
    return Timeline(chain.converter, case, chain.releases, outputs, failed, versions_of(chain), unlinked, chain.python)

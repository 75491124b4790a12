"""Scenarios: rulings as executable tests (``*.scn`` files, see docs/scenarios.md).

``read_scenario_file`` turns a file into frozen dataclasses, ``run_scenario`` plays one against a
``riftc.runtime.Game`` with cards compiled from their text, ``run_paths`` does both for files and folders.
"""

from riftc.scenarios.checks import ScenarioFailure
from riftc.scenarios.model import Scenario, ScenarioFile
from riftc.scenarios.reader import References, find_scenario_files, load_references, read_scenario_file, read_scenario_text
from riftc.scenarios.runner import CardLibrary, ScenarioResult, default_library, run_file, run_paths, run_scenario

__all__ = [
    "CardLibrary", "References", "Scenario", "ScenarioFailure", "ScenarioFile", "ScenarioResult",
    "default_library", "find_scenario_files", "load_references", "read_scenario_file", "read_scenario_text",
    "run_file", "run_paths", "run_scenario",
]

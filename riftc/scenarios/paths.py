"""Where scenarios find their card sets and the rules folder (docs/scenarios.md, "Cards and rules").

In order: the command-line option (``--cards`` / ``--rules``, or the pytest ini option), the
environment (``RIFTC_CARDS`` / ``RIFTC_RULES``), ``[tool.riftc]`` in the nearest ``pyproject.toml``
(riftc.config), and last, only when riftc runs from its own source checkout, the checkout's
``cards/`` and ``../shared/rules``. Installed from a wheel there is no such fallback: a missing
setting is reported by the caller instead of silently finding nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from riftc.config import Settings, cards_from, rules_from, rules_problem
from riftc.scenarios.reader import default_shared
from riftc.scenarios.runner import PROJECT_CARDS

CHECKOUT_CARDS = "the source checkout's cards/"
CHECKOUT_RULES = "the source checkout's ../shared/rules"


@dataclass(frozen=True)
class ScenarioPaths:
    """The card sets and rules folder scenarios use, each with where the choice came from."""

    cards: tuple[Path, ...]
    cards_origin: str  # "--cards", "RIFTC_CARDS", "<file> [tool.riftc] cards", CHECKOUT_CARDS, or "" (none)
    rules: Path | None
    rules_origin: str
    rules_problem: str | None = None  # why the rules folder that was named cannot be used

    @property
    def no_cards_message(self) -> str:
        return ("no card sets given (--cards PATH, RIFTC_CARDS or [tool.riftc] cards in pyproject.toml): "
                "only the cards the scenarios define inline are known")

    @property
    def no_rules_message(self) -> str:
        return ("no rules folder given (--rules DIR, RIFTC_RULES or [tool.riftc] rules in pyproject.toml, a "
                "folder with core-rules.md and rulings.jsonl), so 'rule:' and 'ruling:' lines cannot be checked")


def _in_checkout() -> bool:
    """True when this riftc is its own source checkout (its pyproject.toml beside the package)."""
    return (PROJECT_CARDS.parent / "pyproject.toml").is_file() and (PROJECT_CARDS.parent / "grammar").is_dir()


def locate(cards: tuple[Path, ...] = (), rules: Path | None = None, settings: Settings | None = None) -> ScenarioPaths:
    """The paths to use given the options ``cards`` and ``rules`` and the project ``settings``."""
    settings = settings or Settings()
    card_paths, cards_origin = cards_from(cards, settings)
    if not card_paths and _in_checkout() and PROJECT_CARDS.is_dir():
        card_paths, cards_origin = (PROJECT_CARDS,), CHECKOUT_CARDS
    rules_path, rules_origin = rules_from(rules, settings)
    problem = None
    if rules_path is not None:
        problem = rules_problem(rules_path)
        problem = f"the rules folder named by {rules_origin}: {problem}" if problem else None
    elif _in_checkout() and (default_shared() / "rules").is_dir():
        rules_path, rules_origin = default_shared() / "rules", CHECKOUT_RULES
    return ScenarioPaths(card_paths, cards_origin, rules_path, rules_origin, problem)

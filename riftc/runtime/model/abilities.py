"""Runtime abilities: CardDef, keywords, and the ability kinds (triggered, activated, static); the
trigger conditions of triggered abilities are in triggers.py.

All classes here are frozen dataclasses holding only primitives, tuples and other such
dataclasses, so the code generator can write them as constructor calls (their ``repr`` is valid
Python given ``from riftc.runtime import *`` names). Behaviour lives in the interpreter.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Union

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .amounts import Number
from .conditions import Condition
from .selectors import Selector
from .triggers import Trigger

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.costs import Cost
    from ..rules.static_effects import StaticEffect
    from ..effects.resolution import Effect


@dataclass(frozen=True)
class Keyword:
    """A keyword ability (800-829), e.g. ``Keyword("Shield", 2)``, ``Keyword("Tank")``.

    ``value`` is the number of "Assault N" / "Shield N" / "Deflect N"; None when printed without
    one (the rules then presume 1 where a number is needed, 807.1.b.3, 814.1.b.3).
    """

    name: str
    value: int | None = None
    cost: tuple[Cost, ...] = ()   # printed after the keyword: "[Equip] [1][R]", "[Flow] [4]" (805, 818, 820, 829)
    # "[Reaction][>] [Equip] [R]": the timing of the activated ability the keyword stands for
    # (818.1.c.5, 827.1.c.4: text in the ability that alters its timing); None for its usual one.
    timing: str | None = None


@dataclass(frozen=True)
class AnyNumberInDeck:
    """"Your deck can have any number of cards named Spiderling.": a deck-construction permission
    lifting the copy limit (103.2.b) for cards of that name; like [Unique] (825), nothing in play."""

    name: str


#: Keywords that give their object another keyword as well: a card with [Quick-Draw] has [Reaction]
#: inherently (819.1.b, 819.1.d), so it is played at Reaction timing and counts as a card with
#: [Reaction] for anything that checks.
IMPLIED_KEYWORDS: dict[str, tuple[str, ...]] = {"Quick-Draw": ("Reaction",)}


def keyword_names(abilities: Iterable[object]) -> set[str]:
    """The keywords among ``abilities``, with the keywords they imply (IMPLIED_KEYWORDS)."""
    names = {a.name for a in abilities if isinstance(a, Keyword)}
    return names.union(*(IMPLIED_KEYWORDS.get(name, ()) for name in names))


# -- abilities -------------------------------------------------------------------------------
#: Where a triggered ability works: on the board (the default, 383.1), or from its owner's trash.
TRIGGER_ZONES = ("board", "trash")


@dataclass(frozen=True)
class TriggeredAbility:
    """"When/At ... , effect" (382-385). ``optional``: a leading "you may", decided when the ability
    is put on the chain (383.3.a, 402.1). ``condition``: an "if" right after the trigger condition,
    which is part of the trigger condition (383.2.a.1), checked when the event happens.
    ``per_turn``: "Once each turn, when …" (383.3.e): the ability is performed at most that many
    times each turn; each instance of the ability counts on its own (vendetta-faq-010).
    ``zone``: where the ability works: on the board, or (``"trash"``) while its card is in its
    owner's trash, when its text says so ("…, you may pay [1][R] to play me from your trash":
    a card outside the board describes its own context, 366.1, and triggers there, 383.2.c.1)."""

    trigger: Trigger
    effect: Effect
    optional: bool = False
    condition: Condition | None = None
    per_turn: int | None = None
    # "When a player plays a spell, they may …" on a battlefield: the player who did it makes the
    # choices, so they control the ability, whoever controls the battlefield (190.6.c).
    event_player_controls: bool = False
    zone: str = "board"
    # The keyword whose effect this is ("[Deathknell][>] Draw 1." is a Deathknell effect, 808.1.b.1), for
    # "Your [Deathknell] effects trigger an additional time"; None for other triggered abilities.
    keyword: str | None = None

    def __post_init__(self) -> None:
        if self.zone not in TRIGGER_ZONES:
            raise ValueError(f"TriggeredAbility.zone must be one of {TRIGGER_ZONES}")


@dataclass(frozen=True)
class ActivatedAbility:
    """"cost: effect" (376-381, 377.1). ``condition`` restricts when it may be used (377.2.b).
    ``timing`` is "Reaction" or "Action" for "[Reaction][>] …" abilities (135.2.e.7.a); the runtime
    has no priority windows, so it is kept for engines that do. ``per_turn``: "Use only once per
    turn" (377.2.b): at most that many activations each turn, counted per instance of the ability
    (a copied ability is a new instance each time the copy begins, vendetta-faq-010)."""

    costs: tuple[Cost, ...]
    effect: Effect
    condition: Condition | None = None
    timing: str | None = None
    per_turn: int | None = None


@dataclass(frozen=True)
class StaticAbility:
    """A passive ability (363-366) producing a layer effect while ``condition`` holds (364.3.a).

    Dependent keywords ([Empowered][>], [Level N][>], [Legion][>], 726-727) are StaticAbility or
    TriggeredAbility entries with a ``condition``: they always exist and are active while it holds.
    """

    effect: StaticEffect
    condition: Condition | None = None


@dataclass(frozen=True)
class EntersAbility:
    """"I enter ready", "This enters exhausted", "Other friendly units enter ready" (369.3): how a
    permanent enters the board, applied as it enters. ``subject`` None is the card itself;
    ``condition`` is checked then ("if you control another Dragon")."""

    exhausted: bool
    subject: Selector | None = None
    condition: Condition | None = None


@dataclass(frozen=True)
class TieRecallsAll:
    """"If a combat where you are the attacker ends in a tie, recall ALL units instead." (Symbol of
    the Solari): a replacement of the Combat Cleanup's recall (466.1.a.2). While its controller has
    the ``role`` in a combat that would recall attackers because defenders are still there, every
    unit at that battlefield is recalled instead of the attackers only (riftbound-origins-faq-090,
    -091: the battlefield is left with no units, 466.5.b)."""

    role: str = "attacker"

    def __post_init__(self) -> None:
        if self.role not in ("attacker", "defender"):
            raise ValueError("TieRecallsAll.role must be 'attacker' or 'defender'")


@dataclass(frozen=True)
class CostReduction:
    """"I cost [2] less" (356.4), while ``condition`` holds ("[Legion] — I cost [2] less"). It works
    where the card is played from (366.1); Energy can't go below 0 (356.6). ``energy`` may be an
    Amount ("[1] less for each gear you control"), computed as the cost is determined. With
    ``minimum`` ("…, to a minimum of [1]") this discount doesn't take the Energy below it (356.4.e;
    ``discounts.discounted_energy``)."""

    energy: Number
    condition: Condition | None = None
    minimum: int | None = None
    power: tuple[str, ...] = ()  # "I cost [2][G] less": Power pips off too (``discounts.discounted_power``)
    instead: bool = False  # "… less instead": replaces the discounts printed before it while it applies
    power_times: Number = 1  # "[Y] less for each killed this way": how many times the Power pips come off


@dataclass(frozen=True)
class AdditionalCost:
    """"As an additional cost to play me, kill a friendly unit" / "You may pay [B] as an additional
    cost to play me" (356.2, 356.7): paid with the card's cost. An ``optional`` one is asked; whether
    it was paid is remembered on the card ("if you paid the additional cost"). With a ``condition``
    ("If you've played a spell this turn, you may pay [P] as an additional cost to play me") it can
    be paid only while the condition holds as the card is played (364.3.a)."""

    costs: tuple[Cost, ...]
    optional: bool = False
    condition: Condition | None = None


@dataclass(frozen=True)
class SpellAbility:
    """The instructions of a spell, executed top to bottom when it resolves (158.1)."""

    effect: Effect


Ability = Union[Keyword, TriggeredAbility, ActivatedAbility, StaticAbility, SpellAbility]


@dataclass(frozen=True)
class CardDef:
    """A card's printed characteristics and abilities (the registry's unit of data).

    ``type`` is "Unit", "Spell", "Gear", "Rune", "Battlefield" or "Legend"; ``power`` lists one
    domain letter per power pip (R G B O P Y, "A" = any domain, 134.2); ``might`` is None for
    non-units.
    """

    id: str
    name: str
    type: str
    supertype: str | None = None
    tags: tuple[str, ...] = ()
    domains: tuple[str, ...] = ()
    energy: int | None = None
    power: tuple[str, ...] = ()
    might: int | None = None
    abilities: tuple[Ability, ...] = ()
    might_bonus: int | None = None  # an Equipment's "+1 [M]" for the unit it is attached to (137.3)
    effect_abilities: tuple[Ability, ...] = ()  # effect text, appended to the top-most card (136.2.c)

    def keywords(self) -> tuple[Keyword, ...]:
        """The printed keyword abilities."""
        return tuple(a for a in self.abilities if isinstance(a, Keyword))

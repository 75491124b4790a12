"""Runtime static effects (data): the layer effects static abilities produce (476-477), each saying
which layer it applies in (trait-altering 1, ability-altering 2, arithmetic 3) and how it changes the
characteristics of one object; layers.py applies them in layer and timestamp order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import Ability, Keyword
from ..model.amounts import Number, evaluate
from ..model.selectors import Selector
from ..model.targets import ObjectRef, Self

if TYPE_CHECKING:  # pragma: no cover
    from ..model.objects import GameObject
    from .layers import Characteristics, StaticScope

TRAITS, ABILITIES, ARITHMETIC = 1, 2, 3

#: Permission names for GrantPermission (426.1.b.2: "I can have any number of buffs").
ANY_NUMBER_OF_BUFFS = "any number of buffs"
#: "I can be [Empowered] up to three times" (441.1.c.1; Kayle, Justified, vendetta-faq-015/016).
EMPOWERED_THREE_TIMES = "empowered up to three times"
#: "I must be assigned combat damage first / last" (the text [Tank] / [Backline] stand for, 815.1.b,
#: 826.3), printed as text rather than as the keyword (Caitlyn, Patrolling).
ASSIGNED_FIRST = "assigned combat damage first"
ASSIGNED_LAST = "assigned combat damage last"
PERMISSIONS = (ANY_NUMBER_OF_BUFFS, EMPOWERED_THREE_TIMES, ASSIGNED_FIRST, ASSIGNED_LAST)


class StaticEffect:
    """Base of layer effects produced by static abilities; ``layer`` says where they apply."""

    layer = ARITHMETIC
    target: ObjectRef

    @property
    def varies(self) -> bool:
        """Whether what it does can depend on effects applied before it (478.1.c; dependency.py)."""
        return False

    @property
    def floored_decrease(self) -> bool:
        """Whether it is a Might decrease with a floor, applied after the increases (477.3.e)."""
        return False

    def bind(self, scope: StaticScope) -> StaticEffect:
        """This effect with any computed numbers filled in for its source (default: itself)."""
        return self

    def apply(self, chars: Characteristics) -> None:
        """Change ``chars`` of one affected object."""
        raise NotImplementedError


@dataclass(frozen=True)
class SetMight(StaticEffect):
    """"My Might becomes N" (477.1.a.1), a layer-1 trait effect."""

    value: int
    target: ObjectRef = Self()
    layer = TRAITS

    def apply(self, chars: Characteristics) -> None:
        chars.might = self.value


@dataclass(frozen=True)
class AddTags(StaticEffect):
    """"Other friendly units are Yordles" (477.1.c), a layer-1 trait effect."""

    tags: tuple[str, ...]
    target: ObjectRef = Self()
    layer = TRAITS

    def apply(self, chars: Characteristics) -> None:
        chars.tags = chars.tags + tuple(t for t in self.tags if t not in chars.tags)


@dataclass(frozen=True)
class GrantKeywords(StaticEffect):
    """"I have [Deflect], [Ganking] and [Shield]" (477.2.b), a layer-2 ability effect."""

    keywords: tuple[Keyword, ...]
    target: ObjectRef = Self()
    layer = ABILITIES

    def apply(self, chars: Characteristics) -> None:
        chars.abilities.extend(self.keywords)


@dataclass(frozen=True)
class GrantKeywordEqual(StaticEffect):
    """"I have [Assault] equal to the number of gear you control" (477.2.b): keyword ``name`` with
    the value ``amount`` has each time the layers are computed; a value of 0 grants nothing."""

    name: str
    amount: Number
    target: ObjectRef = Self()
    layer = ABILITIES

    @property
    def varies(self) -> bool:
        return True  # it counts the board as it is

    def bind(self, scope: StaticScope) -> StaticEffect:
        value = evaluate(self.amount, scope) or 0
        return GrantKeywords(keywords=(Keyword(self.name, value),) if value > 0 else (), target=self.target)

    def apply(self, chars: Characteristics) -> None:
        raise TypeError("GrantKeywordEqual applies once bound to a value")


@dataclass(frozen=True)
class GrantAbilities(StaticEffect):
    """"Other friendly units have '...'" (477.2.a), a layer-2 ability effect."""

    abilities: tuple[Ability, ...]
    target: ObjectRef = Self()
    layer = ABILITIES

    def apply(self, chars: Characteristics) -> None:
        chars.abilities.extend(self.abilities)


@dataclass(frozen=True)
class GrantPermission(StaticEffect):
    """A rules permission such as "I can have any number of buffs" (426.1.b.2)."""

    permission: str
    target: ObjectRef = Self()
    layer = ABILITIES

    def __post_init__(self) -> None:
        if self.permission not in PERMISSIONS:
            raise ValueError(f"unknown permission {self.permission!r}; known: {PERMISSIONS}")

    def apply(self, chars: Characteristics) -> None:
        chars.permissions.add(self.permission)


#: Actions a "can't" effect may forbid: the game actions' Event kinds, plus "choose" (being chosen
#: as a target, 355.9), "attack"/"move", "move_to_base" ("can't move to base") and "combat_damage"
#: ("I don't deal combat damage": the unit adds nothing to its side's combat damage, 465.2.a).
RESTRICTABLE = ("choose", "buff", "ready", "exhaust", "stun", "kill", "move", "move_to_base", "damage",
                "give_might", "attack", "defend", "recall", "banish", "combat_damage",
                "play_here",  # on a permanent: units can't be played to its battlefield (054.1)
                "prevent_damage")  # a static prevention (437): the damage is dealt, then all of it prevented


@dataclass(frozen=True)
class Cannot(StaticEffect):
    """"I can't be stunned", "Enemy spells and abilities can't choose me": forbids ``action`` on
    the target, done by anyone, (``by="enemy"``) by an opponent of its controller, or
    (``by="effects"``, "spells and abilities can't ready enemy units") by a spell or ability, not by
    a rule such as the Awaken step's ready (315.1.b), or (``"enemy effects"``) by an opponent's spell
    or ability. ``action="prevent_damage"`` is a static prevention of all such damage (437). "Can't" beats "can" (054.1), so a forbidden
    action is negated whatever allows it. A layer-2 effect."""

    action: str
    target: ObjectRef = Self()
    by: str | None = None
    layer = ABILITIES

    def __post_init__(self) -> None:
        if self.action not in RESTRICTABLE or self.by not in (None, "enemy", "effects", "enemy effects"):
            raise ValueError(f"Cannot(action={self.action!r}, by={self.by!r}): action must be one of "
                             f"{RESTRICTABLE}, by None, 'enemy', 'effects' or 'enemy effects'")

    def apply(self, chars: Characteristics) -> None:
        chars.restrictions.add((self.action, self.by))


@dataclass(frozen=True)
class CantBeRevealed(StaticEffect):
    """"Your opponents' [Hidden] cards can't be revealed here." (Noxus Saboteur, 054.1): facedown cards
    matching ``selector``, judged from the ability's source, can't be revealed, so they can't be played
    from facedown (421.4: a card leaving its facedown zone is revealed; ``hidden.check_playable`` asks).
    It changes no characteristic of its own target, the source: ``hidden.reveal_forbidden`` reads it."""

    selector: Selector
    target: ObjectRef = Self()
    layer = ABILITIES

    def apply(self, chars: Characteristics) -> None:
        return None  # a rule about other cards, read where they would be revealed


@dataclass(frozen=True)
class ModifyMight(StaticEffect):
    """"Other buffed friendly units here have +2 [M]" (477.3), a layer-3 arithmetic effect.
    ``amount`` may be an Amount ("+2 [M] for each time I'm Empowered"), computed each time the
    layers are (a static ability's numbers are never snapshotted)."""

    amount: Number
    target: ObjectRef = Self()
    # "-8 [M], to a minimum of 1 [M]": the decrease stops at this Might, and a Might already below it
    # is not lowered; a passive ability's limit is never snapshotted but applied each time the layers
    # are (477.3.b, 477.3.e.2.b). None: no floor.
    minimum: int | None = None
    layer = ARITHMETIC

    @property
    def varies(self) -> bool:
        return not isinstance(self.amount, int)  # "+1 [M] for each …" counts the board as it is

    @property
    def floored_decrease(self) -> bool:
        return self.minimum is not None

    def bind(self, scope: StaticScope) -> StaticEffect:
        if isinstance(self.amount, int):
            return self
        return ModifyMight(amount=evaluate(self.amount, scope) or 0, target=self.target, minimum=self.minimum)

    def apply(self, chars: Characteristics) -> None:
        if chars.might is None:
            return
        changed = chars.might + self.amount  # type: ignore[operator]  # bound to an int by then
        if self.minimum is not None and self.amount < 0:  # type: ignore[operator]
            changed = max(changed, min(self.minimum, chars.might))
        chars.might = changed


@dataclass(frozen=True)
class IncreaseMightTo(StaticEffect):
    """"Units you control here have their Might increased to 5 [M]" (477.3.b): a passive increase up
    to ``value``, never a decrease (477.3.c), computed each time the layers are (not snapshotted), so
    it depends on the other arithmetic effects on the unit (479: applied after them). A layer-3
    effect; the grammar has no such static phrase yet, so only hand-built cards use it."""

    value: int
    target: ObjectRef = Self()
    layer = ARITHMETIC

    @property
    def varies(self) -> bool:
        return True

    def apply(self, chars: Characteristics) -> None:
        if chars.might is not None:
            chars.might += max(0, self.value - chars.might)


@dataclass(frozen=True)
class BuffBonus(StaticEffect):
    """"Buffs give an additional +1 [M] to friendly units this turn" (Stand United): each buff on the
    target is worth ``extra`` more Might (703: a buff gives +1), whichever units are buffed or enter
    during the turn (a layer-3 effect, made true by ``MakeTrue``; riftbound-origins-faq-066: it
    applies everywhere, even when the card is played from Hidden)."""

    extra: int
    target: ObjectRef = Self()
    layer = ARITHMETIC

    def for_object(self, obj: GameObject) -> StaticEffect:
        return ModifyMight(amount=self.extra * obj.buffs)

    def apply(self, chars: Characteristics) -> None:
        raise TypeError("BuffBonus is applied per object (for_object)")

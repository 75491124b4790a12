"""Runtime game actions (407-444): each changes the state, logs one Event and returns an Outcome.

An action that cannot happen to an object is *negated*, not an error (vendetta-faq-034): the
object stays among the Outcome's targets but not among ``affected``, and the Event says why with
a rule number, e.g. "buff negated: Lee Sin already has a buff (426.1.b.1)". Actions take object
ids, not objects, because the id may no longer exist (the object changed zones, 124).

Lethal damage is *not* checked here: a unit with lethal damage dies in the next cleanup
(142.4.a, 323.5), which the interpreter runs after each chain item resolves (321).
"""

from __future__ import annotations

from ..model.events import Outcome, log
from ..model.objects import THIS_TURN, GameObject, KeywordGrant, MightModifier
from ..model.selectors import MIGHTY_AT
from ..model.state import GameState
from . import replacements, rule_changes
from .bonus_damage import bonus_damage
from .layers import View, compute
from .static_effects import ANY_NUMBER_OF_BUFFS, EMPOWERED_THREE_TIMES

Source = int | None


def _name(state: GameState, oid: int) -> str:
    obj = state.lookup(oid)
    return obj.name if obj is not None else f"object {oid}"


def negate(state: GameState, kind: str, oid: int, reason: str, rule: str, *, by: int | None,
           source: Source = None) -> Outcome:
    """Log a negated action on ``oid`` ("<kind> negated: <name> <reason> (<rule>)")."""
    log(state, kind, (oid,), False, f"{kind} negated: {_name(state, oid)} {reason}", rule,
        by=by, source=source, reason=reason)
    return Outcome(kind, targets=(oid,))


def done(state: GameState, kind: str, oid: int, text: str, rule: str, *, by: int | None,
         source: Source = None, amount: int = 0, new_ids: tuple[int, ...] = (),
         origin: tuple[str, int | None] | None = None) -> Outcome:
    """Log a performed action on ``oid`` and return its Outcome."""
    log(state, kind, (oid,), True, text, rule, by=by, source=source, amount=amount, new_ids=new_ids, origin=origin)
    return Outcome(kind, targets=(oid,), affected=(oid,), amount=amount)


def board_object(state: GameState, oid: int, kinds: tuple[str, ...] = ("unit",)) -> GameObject | str:
    """The live on-board object of one of ``kinds`` (empty = any), or the reason it isn't one."""
    obj = state.get(oid)
    if obj is None or not obj.on_board:
        return "is no longer on the board"
    if kinds and (obj.card.type or "").lower() not in kinds:
        return f"is not a {' or '.join(kinds)}"
    return obj


def forbidden(state: GameState, kind: str, obj: GameObject, *, by: int | None, source: Source,
              event: str | None = None) -> Outcome | None:
    """The negated Outcome if a "can't" effect forbids this action on ``obj`` (054.1), else None.
    ``event``: the Event kind to log when it differs from the restriction's ("move_to_base" is a move)."""
    if not compute(state).forbids(obj, kind, by, source):
        return None
    return negate(state, event or kind, obj.oid, f"can't be {_PAST.get(kind, kind)}", "054.1", by=by,
                  source=source)


_PAST = {"buff": "buffed", "ready": "readied", "exhaust": "exhausted", "stun": "stunned", "kill": "killed",
         "move": "moved", "move_to_base": "moved to base", "damage": "dealt damage", "give_might": "given Might", "recall": "recalled",
         "banish": "banished", "attack": "an attacker", "defend": "a defender"}


# -- counters and statuses -------------------------------------------------------------------
def buff(state: GameState, oid: int, *, by: int, source: Source = None) -> Outcome:
    """Place a buff counter (426.1.b) unless the unit already has one (426.1.b.1), with permission
    for more (426.1.b.2). A negated buff triggers nothing (426.1.c)."""
    obj = board_object(state, oid)
    if isinstance(obj, str):
        return negate(state, "buff", oid, obj, "426.1", by=by, source=source)
    if (no := forbidden(state, "buff", obj, by=by, source=source)) is not None:
        return no
    many = compute(state).has_permission(obj, ANY_NUMBER_OF_BUFFS)
    if obj.buffs and not many:
        return negate(state, "buff", oid, "already has a buff", "426.1.b.1", by=by, source=source)
    obj.buffs += 1
    return done(state, "buff", oid, f"{obj.name} gets a buff (+1 Might)",
                "426.1.b.2" if obj.buffs > 1 else "426.1.b", by=by, source=source)


def spend_buff(state: GameState, oid: int, *, by: int, source: Source = None) -> Outcome:
    """Remove one buff counter (702.2.b): only from a unit that has one (702.2.b.1) and that the
    spending player controls (702.2.b.2, 745.2)."""
    obj = board_object(state, oid)
    if isinstance(obj, str):
        return negate(state, "spend_buff", oid, obj, "702.2.b", by=by, source=source)
    if not obj.buffs:
        return negate(state, "spend_buff", oid, "has no buff to spend", "702.2.b.1", by=by, source=source)
    if obj.controller != by:
        return negate(state, "spend_buff", oid, "is not controlled by the spending player",
                      "702.2.b.2", by=by, source=source)
    obj.buffs -= 1
    return done(state, "spend_buff", oid, f"a buff is spent from {obj.name}", "702.2.b",
                by=by, source=source)


def _set_flag(state: GameState, kind: str, oid: int, flag: str, value: bool, rules: tuple[str, str],
              *, by: int, source: Source, kinds: tuple[str, ...]) -> Outcome:
    """Shared body of ready/exhaust/stun: setting a status it already has does nothing (negated)."""
    obj = board_object(state, oid, kinds)
    if isinstance(obj, str):
        return negate(state, kind, oid, obj, rules[0], by=by, source=source)
    if getattr(obj, flag) == value:
        return negate(state, kind, oid, f"is already {_STATE_WORD[kind]}", rules[1], by=by,
                      source=source)
    if (no := forbidden(state, kind, obj, by=by, source=source)) is not None:
        return no
    if kind == "stun" and (instead := replacements.replace(state, kind, obj, by=by, source=source)):
        return instead
    setattr(obj, flag, value)
    return done(state, kind, oid, f"{obj.name} is {_STATE_WORD[kind]}", rules[0], by=by, source=source)


_STATE_WORD = {"ready": "ready", "exhaust": "exhausted", "stun": "stunned"}
_NON_SPELL = ("unit", "gear", "rune", "legend", "battlefield")


def ready(state: GameState, oid: int, *, by: int, source: Source = None) -> Outcome:
    """Ready a non-spell object on the board (415.1); already ready: nothing happens (415.1.c)."""
    return _set_flag(state, "ready", oid, "exhausted", False, ("415.1", "415.1.c"), by=by,
                     source=source, kinds=_NON_SPELL)


def exhaust(state: GameState, oid: int, *, by: int, source: Source = None) -> Outcome:
    """Exhaust a non-spell object on the board (414.1); already exhausted: nothing (414.1.c)."""
    return _set_flag(state, "exhaust", oid, "exhausted", True, ("414.1", "414.1.c"), by=by,
                     source=source, kinds=_NON_SPELL)


def stun(state: GameState, oid: int, *, by: int, source: Source = None) -> Outcome:
    """Stun a unit (423.1); a stunned unit can't be stunned again (423.1.a.1, vendetta-faq-021)."""
    return _set_flag(state, "stun", oid, "stunned", True, ("423.1", "423.1.a.1"), by=by,
                     source=source, kinds=("unit",))


#: How many empowered statuses an object with permission to be empowered several times can have.
EMPOWER_LIMIT = 3


def empower(state: GameState, oid: int, *, by: int, source: Source = None) -> Outcome:
    """Empower an object on the board (441.1); already empowered: nothing happens (441.1.c), unless
    it may be empowered up to three times (441.1.c.1, vendetta-faq-016)."""
    obj = board_object(state, oid, ())
    if isinstance(obj, str):
        return negate(state, "empower", oid, obj, "441.2", by=by, source=source)
    limit = EMPOWER_LIMIT if compute(state).has_permission(obj, EMPOWERED_THREE_TIMES) else 1
    if obj.empowered >= limit:
        return negate(state, "empower", oid, f"is already empowered{'' if limit == 1 else f' {limit} times'}",
                      "441.1.c" if limit == 1 else "441.1.c.1", by=by, source=source)
    obj.empowered += 1
    times = "" if obj.empowered == 1 else f" ({obj.empowered} times)"
    return done(state, "empower", oid, f"{obj.name} becomes empowered{times}", "441.2.a", by=by, source=source)


def disempower(state: GameState, oid: int, *, by: int, source: Source = None) -> Outcome:
    """Remove one empowered status (441); an object empowered several times loses only one
    (vendetta-faq-015). Not empowered: negated."""
    obj = board_object(state, oid, ())
    if isinstance(obj, str):
        return negate(state, "disempower", oid, obj, "441.2", by=by, source=source)
    if not obj.empowered:
        return negate(state, "disempower", oid, "is not empowered", "441.2", by=by, source=source)
    obj.empowered -= 1
    return done(state, "disempower", oid, f"{obj.name} loses an empowered status", "441.2", by=by,
                source=source)


# -- Might, damage ---------------------------------------------------------------------------
def give_might(state: GameState, oid: int, amount: int, *, by: int, source: Source = None,
               duration: str = THIS_TURN, minimum: int | None = None,
               maximum: int | None = None, chosen: bool = False) -> Outcome:
    """Give a unit +/-N Might for ``duration`` (477.3). Limits are snapshotted now (477.3.b):
    "-2, to a minimum of 1" on a 2-Might unit gives -1; an increase is never negative (477.3.c).
    ``chosen``: the spell or ability giving it chose the unit as a target (355.7), which "a unit it
    chooses" replacements look at (``rule_changes.AdditionalMightLoss``)."""
    obj = board_object(state, oid)
    if isinstance(obj, str):
        return negate(state, "give_might", oid, obj, "477.3", by=by, source=source)
    if (no := forbidden(state, "give_might", obj, by=by, source=source)) is not None:
        return no
    current = compute(state).might(obj)
    if amount < 0 and chosen:  # "it gives an additional -1 [M]", before a limit is snapshotted (vendetta-faq-004)
        amount += rule_changes.might_loss_bonus(state, by)
    if minimum is not None and amount < 0:
        amount = min(0, max(amount, minimum - current))
    if maximum is not None and amount > 0:
        amount = max(0, min(amount, maximum - current))
    # "If a spell or ability that chooses me would give me -[M], …" sees the decrease as snapshotted:
    # "-1, to a minimum of 1" on a 1-Might unit gives no -[M] to replace (477.3.b, vendetta-faq-022).
    if amount < 0 and (instead := replacements.replace(state, "might_loss", obj, by=by, source=source,
                                                       amount=amount)) is not None:
        return instead
    obj.modifiers.append(MightModifier(amount, duration, source, state.tick()))
    sign = "+" if amount >= 0 else ""
    return done(state, "give_might", oid, f"{obj.name} gets {sign}{amount} Might {duration}",
                "477.3.b" if minimum is not None or maximum is not None else "477.3",
                by=by, source=source, amount=amount)


def give_keyword(state: GameState, oid: int, name: str, value: int | None, *, by: int,
                 source: Source = None, duration: str = THIS_TURN) -> Outcome:
    """Grant a keyword for ``duration`` (801.3.a.2)."""
    obj = board_object(state, oid, ())
    if isinstance(obj, str):
        return negate(state, "give_keyword", oid, obj, "801.3.a", by=by, source=source)
    obj.grants.append(KeywordGrant(name, value, duration, source, state.tick()))
    shown = name if value is None else f"{name} {value}"
    return done(state, "give_keyword", oid, f"{obj.name} gains [{shown}] {duration}", "801.3.a.2",
                by=by, source=source)


def deal_damage(state: GameState, oid: int, amount: int, *, by: int, source: Source = None,
                bonus: bool = False, extra_bonus: int = 0) -> Outcome:
    """Mark ``amount`` damage on a unit (417.1.b); only 1 or more is dealt (417.1.e.1). Death by
    lethal damage happens in the next cleanup (323.5), not here. ``bonus``: a spell or ability is
    the source (417.6.a), so Bonus Damage applies (712-715), before prevention and replacements
    see the amount (715.4.a); ``extra_bonus``: Bonus Damage the action itself was granted (713, 714)."""
    obj = board_object(state, oid)
    if isinstance(obj, str):
        return negate(state, "damage", oid, obj, "417.1", by=by, source=source)
    if amount < 1:  # no damage dealt: no Bonus Damage either (715.4)
        return negate(state, "damage", oid, "would be dealt no valid damage", "417.1.e.1",
                      by=by, source=source)
    if bonus:
        amount += bonus_damage(state, compute(state), obj, by, source) + extra_bonus
    if (no := forbidden(state, "damage", obj, by=by, source=source)) is not None:
        return no
    # "prevent all damage that enemy spells …": only damage a spell or ability is the source of (417.6.a),
    # not what a unit deals because of one (417.6.b.3) nor combat damage (417.6.c)
    if compute(state).forbids(obj, "prevent_damage", by, source if bonus else None):
        return negate(state, "damage", oid, "has all of this damage prevented", "437.2.a", by=by, source=source)
    if (instead := replacements.replace(state, "damage", obj, by=by, source=source, amount=amount)):
        return instead
    amount = replacements.prevent(state, obj, amount)
    if amount < 1:
        return negate(state, "damage", oid, "has all of this damage prevented", "437.2.a", by=by, source=source)
    obj.marked_by = (by,) if obj.damage == 0 else tuple(dict.fromkeys(obj.marked_by + (by,)))
    obj.damage += amount
    return done(state, "damage", oid, f"{obj.name} is dealt {amount} damage", "417.1.b",
                by=by, source=source, amount=amount)


def add_prevention(state: GameState, oid: int, amount: int | None, *, by: int | None,
                   source: Source = None) -> Outcome:
    """Shield a unit from its next ``amount`` damage this turn (437); None: all of it."""
    obj = board_object(state, oid)
    if isinstance(obj, str):
        return negate(state, "prevent", oid, obj, "437.1", by=by, source=source)
    obj.prevention.append(amount)
    what = "all" if amount is None else f"the next {amount}"
    return done(state, "prevent", oid, f"{what} damage to {obj.name} this turn will be prevented", "437.1.b",
                by=by, source=source)


def heal(state: GameState, oid: int, *, by: int | None, source: Source = None) -> Outcome:
    """Clear all damage from a unit (418.1); a unit without damage has nothing to heal."""
    obj = board_object(state, oid)
    if isinstance(obj, str):
        return negate(state, "heal", oid, obj, "418.1", by=by, source=source)
    if not obj.damage:
        return negate(state, "heal", oid, "has no damage", "418.1", by=by, source=source)
    obj.damage = 0
    return done(state, "heal", oid, f"{obj.name} is healed", "418.1", by=by, source=source)


def lethal(state: GameState, view: View | None = None) -> list[GameObject]:
    """Units with lethal damage: nonzero and at least their Might (142.4.b, 143.2.a), or any amount a
    player marked whose "Any amount of your damage is enough to kill enemy units" covers the unit
    (``rule_changes.lethal_to``, unleashed-faq-004)."""
    view = view or compute(state)
    return [o for o in state.board_objects() if (o.card.type or "").lower() == "unit"
            and o.damage > 0 and (o.damage >= view.might(o) or rule_changes.lethal_to(state, view, o))]


def mighty_ids(state: GameState, view: View | None = None) -> frozenset[int]:
    """Units that are Mighty now (708)."""
    return frozenset(oid for oid, might in unit_mights(state, view).items() if might >= MIGHTY_AT)


def unit_mights(state: GameState, view: View | None = None) -> dict[int, int]:
    """The Might of every unit on the board now, from the layers (710)."""
    return (view or compute(state)).unit_mights()


def note_might_changes(state: GameState, before: dict[int, int]) -> None:
    """Log what the layers' Might did since ``before`` (``unit_mights`` then): a "might" event for each
    unit still on the board whose Might changed (710; ``before`` and ``amount`` are the old and new
    Might, what "When my Might becomes 10 or more" reads, vendetta-faq-031), and "becomes Mighty" for
    each unit that went from under 5 to 5 or more (709)."""
    now = unit_mights(state)
    for oid in sorted(now):
        if oid in before and now[oid] != before[oid]:
            obj = state.objects[oid]
            log(state, "might", (oid,), True, f"{obj.name}'s Might becomes {now[oid]}", "710",
                by=obj.controller, amount=now[oid], before=before[oid])
    for oid in sorted(oid for oid, might in now.items() if might >= MIGHTY_AT and before.get(oid, 0) < MIGHTY_AT):
        obj = state.objects[oid]
        log(state, "becomes_mighty", (oid,), True, f"{obj.name} becomes Mighty", "709",
            by=obj.controller)

"""Lowering of what an instruction gives for a while: Might, keywords (801.3), passives this turn (317.2.c)."""

from __future__ import annotations

from typing import Any

from riftc import nodes, runtime
from riftc.lower import amounts, discounts, permissions, players, restrictions, selectors, statics, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# How long a grant lasts ("this turn" / "this combat") → the runtime's durations.
DURATIONS = {"this turn": runtime.THIS_TURN, "this combat": runtime.THIS_COMBAT}


@lowers(nodes.Give)
def give(cx: LoweringContext, node: nodes.Give) -> Any:
    """"Give a unit +2 [M] this turn", "Give two friendly units each +2 [M] this turn" ("each" says
    what the grant instructions already do: every object of the target gets the whole grant)."""
    if isinstance(node.target, (nodes.NextYouPlay, nodes.YourNext)):
        return _next_spell_repeat(cx, node)
    several = len(node.grants.items) > 1
    if several and not all(isinstance(g, nodes.Keyword) for g in node.grants.items):
        return _give_might_and_keywords(cx, node)
    duration = DURATIONS.get(node.duration or "")
    grant = node.grants.items[0]
    if node.duration is None and isinstance(grant, nodes.Keyword):
        # 801.3.a.3: a keyword given without a duration lasts while the object stays where it is.
        duration = runtime.PERMANENT
    if duration is None:
        raise cx.error(node, f'grants lasting "{node.duration or "with no duration"}" cannot run yet')
    target = targets.target(cx, node.target)
    if isinstance(grant, nodes.MightMod):
        floor = _minimum(cx, node.minimum)
        return runtime.GiveMight(amount=amounts.scaled(cx, grant.amount, node.scale), target=target, minimum=floor,
                                 duration=duration)
    cx.require_none(node, "minimum", "scale")
    if isinstance(grant, nodes.MightEqual) and not several:
        # "Give a friendly unit +[M] equal to the burned card's Might this turn" (a size computed as it resolves)
        return runtime.GiveMight(amount=amounts.equal_to(cx, grant.amount), target=target, duration=duration)
    if several:  # "Give a unit [Shield 3] and [Tank] this turn"
        return runtime.GiveKeywords(keywords=tuple(runtime.Keyword(g.name, g.value) for g in node.grants.items),
                                    target=target, duration=duration)
    if isinstance(grant, nodes.Keyword):
        return runtime.GiveKeyword(keyword=runtime.Keyword(grant.name, grant.value), target=target,
                                   duration=duration)
    raise cx.error(grant, f"giving {cx.words(grant)} cannot run yet")


@lowers(nodes.GiveMore)
def give_more(cx: LoweringContext, node: nodes.GiveMore) -> runtime.GiveMight:
    """"…, then an additional +1 [M] this turn": more Might for the object the give before chose
    (its "it"), on top of what it got (359: a later instruction about the same object)."""
    duration = DURATIONS.get(node.duration or "")
    if not isinstance(node.grant, nodes.AdditionalMight) or duration is None:
        raise cx.error(node, "this additional grant cannot run yet")
    return runtime.GiveMight(amount=node.grant.might.amount, target=targets.antecedent(cx, node), duration=duration)


@lowers(nodes.GiveTo)
def give_to(cx: LoweringContext, node: nodes.GiveTo) -> runtime.GiveMight:
    """"give +[M] equal to its Might to another friendly unit this turn" (477.3): a Might change of a
    computed size, the grant printed before its receiver; "its Might" of a unit killed just before is
    its last-known Might (359.3.e.13)."""
    duration = DURATIONS.get(node.duration or "")
    grant = node.grants.items[0] if len(node.grants.items) == 1 else None
    if not isinstance(grant, nodes.MightEqual) or duration is None:
        raise cx.error(node, f"{cx.words(node)} cannot run yet")
    return runtime.GiveMight(amount=amounts.equal_to(cx, grant.amount), target=targets.target(cx, node.target),
                             duration=duration)


def _next_spell_repeat(cx: LoweringContext, node: nodes.Give) -> runtime.MakeTrue:
    """"Give the next spell you play this turn [Repeat] equal to its cost." / "give your next spell this
    turn [Repeat] equal to its base cost." (820, 206.1): made true for the turn and taken by the next
    spell its controller plays, whose printed cost is the Repeat cost."""
    cx.require_none(node, "each", "duration", "minimum", "scale")
    target = node.target
    if isinstance(target, nodes.NextYouPlay):
        played = target.played
        ok = target.ordinal.lower() == "next" and isinstance(played, nodes.YouPlay) \
            and (played.duration or "").lower() == "this turn"
    else:
        ok = target.words.lower() == "your next" and (target.duration or "").lower() == "this turn"
    grant = node.grants.items[0] if len(node.grants.items) == 1 else None
    cost = getattr(getattr(grant, "amount", None), "amount", None)
    if not (ok and getattr(target.noun, "word", "") == "spell" and isinstance(grant, nodes.KeywordEqual)
            and grant.keyword.name == "Repeat" and isinstance(cost, nodes.CostOf)
            and cost.owner.lower() == "its" and (cost.kind or "base").lower() == "base"):
        raise cx.error(node, "only \"Give the next spell you play this turn [Repeat] equal to its cost\" can run yet")
    return runtime.MakeTrue(ability=runtime.NextSpellRepeat(), once=True)


def _give_might_and_keywords(cx: LoweringContext, node: nodes.Give) -> runtime.GiveMightAndKeywords:
    """"Give me +2 [M] and [Ganking] this turn": one Might change first, then keywords (477.3,
    801.3.a), all for the same duration."""
    items = node.grants.items
    duration = DURATIONS.get(node.duration or "")
    if len(items) == 2 and isinstance(items[0], nodes.KeywordsOf) and isinstance(items[1], nodes.MightEqual) \
            and duration is not None:
        # "give another friendly unit my keywords and +[M] equal to my Might this turn" (801.3.a)
        cx.require_none(node, "minimum", "scale")
        if items[0].owner.lower() != "my":
            raise cx.error(items[0], f'"{items[0].owner} keywords" cannot be given yet')
        return runtime.GiveMightAndKeywords(amount=amounts.equal_to(cx, items[1].amount), keywords_of=runtime.Self(),
                                            target=targets.target(cx, node.target), duration=duration)
    might, *keywords = items
    if not isinstance(might, nodes.MightMod) or not keywords or not all(isinstance(k, nodes.Keyword) for k in keywords) \
            or not isinstance(might.amount, int) or duration is None:
        raise cx.error(node.grants, "giving Might and keywords at once cannot run yet")
    cx.require_none(node, "minimum", "scale")
    return runtime.GiveMightAndKeywords(amount=might.amount, keywords=tuple(runtime.Keyword(k.name, k.value)
                                                                          for k in keywords),
                                        target=targets.target(cx, node.target), duration=duration)


def _minimum(cx: LoweringContext, node: nodes.Minimum | None) -> int | None:
    if node is None:
        return None
    if not isinstance(node.floor, nodes.MightAmount):
        raise cx.error(node, "this minimum cannot run yet")
    return node.floor.amount


@lowers(nodes.DoubleMight)
def double_might(cx: LoweringContext, node: nodes.DoubleMight) -> runtime.DoubleMight:
    """"Double a friendly unit's Might this turn" / "Double my Might this turn" (432.1)."""
    duration = DURATIONS.get(node.duration or "")
    if duration is None:
        raise cx.error(node, f'doubling "{node.duration}" cannot run yet')
    might = node.might
    if isinstance(might, nodes.MightOfChoice) and might.word.lower() == "might":
        target = targets.target(cx, might.owner)
    elif isinstance(might, nodes.MightOf) and " ".join(might.words.lower().split()) == "my might":
        target = runtime.Self()
    else:
        raise cx.error(might, "doubling this cannot run yet")
    return runtime.DoubleMight(target=target, duration=duration)


@lowers(nodes.Lasting)
def lasting(cx: LoweringContext, node: nodes.Lasting) -> Any:
    """"It gains [Shield 2] this combat": a statement an instruction makes true for a while, the
    same as giving it (801.3.a.2; "this turn" / "this combat" durations)."""
    statement = node.statement
    passive = lasting_passive(cx, node)  # "Friendly units enter ready this turn"
    if passive is not None:
        return passive
    if not (isinstance(statement, nodes.Has) and statement.minimum is None and statement.scope is None
            and not isinstance(statement.subject, nodes.Choice)):
        raise cx.error(statement, "this statement made true for a while cannot run yet")
    return give(cx, nodes.Give(span=node.span, target=statement.subject, each=None,
                                      grants=statement.grants, duration=node.duration, minimum=None))


def lasting_passive(cx: LoweringContext, node: nodes.Lasting) -> runtime.MakeTrue | None:
    """The ``MakeTrue`` for a passive statement made true "this turn", or None for other
    statements (a statement about one object is a grant, ``give``)."""
    statement = node.statement
    if node.duration.lower() != "this turn":
        return None
    if isinstance(statement, nodes.Enters) and isinstance(statement.subject, nodes.Choice):
        return runtime.MakeTrue(ability=statics.enters(cx, statement))  # "Friendly units enter ready" (369.3)
    if isinstance(statement, nodes.PlayerRestriction):
        player = players.player_ref(cx, statement.player) if isinstance(statement.player, nodes.RelatedPlayer) else None
        return runtime.MakeTrue(ability=permissions.player_restriction(cx, statement), player=player)
    if isinstance(statement, nodes.Restriction) and isinstance(statement.subject, nodes.BackRef) \
            and statement.subject.word.lower() == "it":
        # "It can't be chosen by enemy spells and abilities this turn" (054.1): bound to what "it"
        # names as the instruction executes.
        cx.require_none(statement, "unless")
        cannot = restrictions.restriction_effect(cx, statement, targets.antecedent(cx, statement.subject))
        return runtime.MakeTrue(ability=runtime.StaticAbility(effect=cannot))
    if isinstance(statement, nodes.BuffBonus):
        return runtime.MakeTrue(ability=runtime.StaticAbility(effect=_buff_bonus(cx, statement)))
    if isinstance(statement, nodes.CostChange) and isinstance(statement.subject, nodes.Choice) \
            and isinstance(statement.amount, nodes.ManaCost):
        return runtime.MakeTrue(ability=discounts.cards_discount(cx, statement))  # 356.3-356.4
    return None


def _buff_bonus(cx: LoweringContext, node: nodes.BuffBonus) -> runtime.BuffBonus:
    """"Buffs give an additional +1 [M] to friendly units this turn" (703: each buff is +1; this
    adds to it on every such unit, whenever it is buffed or enters this turn)."""
    bonus, target = node.bonus, node.target
    if not (isinstance(bonus, nodes.AdditionalMight) and isinstance(target, nodes.Choice)
            and target.quantity is None):
        raise cx.error(node, "only \"Buffs give an additional +N [M] to <units>\" can run yet")
    return runtime.BuffBonus(extra=bonus.might.amount, target=runtime.All(selectors.selector(target)))


def next_card_discount(cx: LoweringContext, node: nodes.CostChange) -> runtime.MakeTrue:
    """"the next spell you play this turn costs [5] less" (356.4.a): a discount made true for the
    rest of the turn and used up by the next such card its controller plays."""
    cx.require_none(node, "purpose", "scale", "minimum", "second", "condition")
    subject = node.subject
    word = getattr(subject.noun, "word", "")
    kind = selectors.OBJECT_TYPES.get(word)
    played = subject.played
    if subject.ordinal.lower() != "next" or (kind is None and word != "card") or node.direction != "less" \
            or not isinstance(node.amount, nodes.ManaCost) \
            or not (isinstance(played, nodes.YouPlay) and (played.duration or "").lower() == "this turn"):
        raise cx.error(node, "only \"the next spell (unit, gear, card) you play this turn costs [N] less\" can run yet")
    energy = sum(int(s) for s in node.amount.symbols if s.isdigit())
    power = tuple(s for s in node.amount.symbols if not s.isdigit())
    types = (kind,) if kind is not None else ()  # "the next card": a card of any type (vendetta-faq-025)
    return runtime.MakeTrue(ability=runtime.Discount(energy=energy, types=types, power=power), once=True)


@lowers(nodes.TimedInstruction)
def timed_instruction(cx: LoweringContext, node: nodes.TimedInstruction) -> runtime.RaiseMightTo:
    """"This turn, increase its Might to the Might of another friendly unit.": the instruction, its
    change lasting for the duration said first."""
    if not isinstance(node.instruction, nodes.IncreaseMight) or node.instruction.duration is not None:
        raise cx.error(node, f"{cx.words(node)} cannot run yet")
    return _raise_might(cx, node.instruction, node.duration)


@lowers(nodes.IncreaseMight)
def increase_might(cx: LoweringContext, node: nodes.IncreaseMight) -> runtime.RaiseMightTo:
    """"Increase my Might to its Might this turn" (477.3.b: snapshotted as it is applied)."""
    return _raise_might(cx, node, node.duration)


def _raise_might(cx: LoweringContext, node: nodes.IncreaseMight, duration_words: str | None) -> runtime.RaiseMightTo:
    duration = DURATIONS.get(duration_words or "")
    if duration is None:
        raise cx.error(node, f'increasing Might for "{duration_words or "ever"}" cannot run yet')
    return runtime.RaiseMightTo(target=_whose_might(cx, node.might), to=_whose_might(cx, node.to), duration=duration)


def _whose_might(cx: LoweringContext, node: nodes.Node) -> runtime.ObjectRef:
    """"my Might" (this card), "its Might" (the object named before), "the Might of another friendly
    unit" (a target)."""
    if isinstance(node, nodes.MightOf):
        words = " ".join(node.words.lower().split())
        if words == "my might":
            return runtime.Self()
        if words == "its might":
            return targets.antecedent(cx, node)
    if isinstance(node, nodes.MightOfTarget) and node.word.lower() == "might":
        return targets.target(cx, node.target)
    raise cx.error(node, f"the Might of {cx.words(node)} cannot be read yet")


@lowers(nodes.SwapMight)
def swap_might(cx: LoweringContext, node: nodes.SwapMight) -> runtime.SwapMight:
    """"Swap the Might of two units at the same battlefield this turn" (433): the two chosen units
    (targets, 355.7) swap Might through an increase and a decrease lasting that long (433.1)."""
    might = node.might
    if not (isinstance(might, nodes.MightOfTarget) and might.word.lower() == "might"):
        raise cx.error(might, "swapping this cannot run yet")
    if (node.duration or "").lower() != "this turn":
        raise cx.error(node, f'a swap lasting "{node.duration or "forever"}" cannot run yet')
    chosen = targets.target(cx, might.target)
    if not (isinstance(chosen, runtime.Choose) and chosen.count == 2 and not chosen.up_to):
        raise cx.error(might.target, "only swapping the Might of two chosen units can run yet")
    return runtime.SwapMight(target=chosen)


@lowers(nodes.SetMight)
def set_might(cx: LoweringContext, node: nodes.SetMight) -> runtime.MakeTrue:
    """"Its base Might becomes 5 this turn." (477.1.a.1): a trait-setting layer effect on that object until
    the end of the turn, applied through the layers with every other Might change, so the unit goes
    straight to its new Might (vendetta-faq-029)."""
    words = " ".join(getattr(node.might, "words", "").lower().split())
    if not (isinstance(node.might, nodes.MightOf) and words == "its base might"):
        raise cx.error(node.might, f"setting {cx.words(node.might)} cannot run yet")
    if (node.duration or "").lower() != "this turn":
        raise cx.error(node, f'a base Might lasting "{node.duration or "forever"}" cannot run yet')
    unit = targets.antecedent(cx, node.might)
    return runtime.MakeTrue(ability=runtime.StaticAbility(effect=runtime.SetMight(value=node.value, target=unit)))

"""Printing what passive abilities say (Core Rules 363): one ``print_<rule>`` function per node class of
``riftc.nodes.statements``, in the order of grammar/statements.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import NO_CAPITAL, Printer


def print_trigger_again(p: Printer, node: nodes.TriggerAgain) -> str:
    return p.join([node.effects, node.scope, f"trigger {node.article} additional time"])


def print_effects_also(p: Printer, node: nodes.EffectsAlso) -> str:
    return f"{p(node.effects)} are also {node.kind} {node.word}, and vice versa"


def print_effects_of_kind(p: Printer, node: nodes.EffectsOfKind) -> str:
    return f"{node.owner} {node.kind} {node.word}"


def print_for_doing_here(p: Printer, node: nodes.ForDoingHere) -> str:
    return f"for {node.action} here"


def print_alone_definition(p: Printer, node: nodes.AloneDefinition) -> str:
    return f"{node.subject} {node.alone} {p(node.condition)}"


def print_not_alone_definition(p: Printer, node: nodes.NotAloneDefinition) -> str:
    return f"{p(node.subject)} wasn't {node.alone} {p(node.condition)}"


def print_also_at(p: Printer, node: nodes.AlsoAt) -> str:
    return f"{node.subject} also {p(node.location)}"


def print_not_a_kind(p: Printer, node: nodes.NotAKind) -> str:
    return f"{p(node.objects)} aren't {p(node.kind)}"


def print_win_definition(p: Printer, node: nodes.WinDefinition) -> str:
    return f"{p(node.subject)} win if {p(node.survivor)} remain after combat"


def print_you_win_if_only(p: Printer, node: nodes.YouWinIfOnly) -> str:
    return f"{p(node.player)} win if only {p(node.survivors)} remain after combat"


def print_not_a_place(p: Printer, node: nodes.NotAPlace) -> str:
    return f"{p(node.zone)} are not {p(node.kind)}"


def print_is_the_role(p: Printer, node: nodes.IsTheRole) -> str:
    return f"{node.subject} the {node.role}"


def print_extra_damage_allowed(p: Printer, node: nodes.ExtraDamageAllowed) -> str:
    return (f"{p(node.players)} can assign {p(node.target)} extra combat damage to kill "
            f"{p(node.victim)}")


def print_becomes(p: Printer, node: nodes.Becomes) -> str:
    return p.join([node.subject, node.verb, node.status, node.condition])


def print_has(p: Printer, node: nodes.Has) -> str:
    return p.join([node.subject, node.verb, node.grants, node.scope, node.condition]) + p(node.minimum)


def print_in_named_place(p: Printer, node: nodes.InNamedPlace) -> str:
    return f"in {node.name}"


def print_grants(p: Printer, node: nodes.Grants) -> str:
    return " and ".join(p(item) for item in node.items)


def print_grant_series(p: Printer, node: nodes.GrantSeries) -> str:
    head = ", ".join(p(item) for item in node.items[:-1])
    return f"{head}, and {p(node.items[-1])}"


def print_additional_might(p: Printer, node: nodes.AdditionalMight) -> str:
    return f"{node.article} additional {p(node.might)}"


def print_quoted_ability(p: Printer, node: nodes.QuotedAbility) -> str:
    return f'"{p(node.ability)}"'


def print_buff_grant(p: Printer, node: nodes.BuffGrant) -> str:
    return f"{node.article} {p(node.might)} buff"


def print_unreactable_adds(p: Printer, node: nodes.UnreactableAdds) -> str:
    return "abilities that add resources can't be reacted to"


def print_enters(p: Printer, node: nodes.Enters) -> str:
    return p.join([node.subject, node.verb, node.state, node.condition])


def print_enters_there(p: Printer, node: nodes.EntersThere) -> str:
    return f"{p(node.subject)} {node.verb} {p(node.place)}"


def print_cost_change(p: Printer, node: nodes.CostChange) -> str:
    text = p.join([node.subject, node.verb, node.amount, node.direction, node.purpose, node.scale])
    return p.join([text + p(node.minimum), node.second, node.condition])


def print_second_change(p: Printer, node: nodes.SecondChange) -> str:
    return p.join(["and", node.amount, node.direction, node.scale])


def print_cost_reduced(p: Printer, node: nodes.CostReduced) -> str:
    return p.join([node.cost, node.verb, "reduced by", node.amount]) + p(node.minimum)


def print_playable_to(p: Printer, node: nodes.PlayableTo) -> str:
    return f"{p(node.subject)} may be played to {p(node.place)}"


def print_can_be_played(p: Printer, node: nodes.CanBePlayed) -> str:
    alternative = f"or {p(node.alternative)}" if node.alternative else None
    return p.join([node.subject, "can be played", node.destination, alternative, node.condition])


def print_extra_keyword_triggers(p: Printer, node: nodes.ExtraKeywordTriggers) -> str:
    return f"{p(node.owner)} {p(node.keyword)} {node.effects} trigger an additional time"


def print_to_play_from(p: Printer, node: nodes.ToPlayFrom) -> str:
    return p.join(["to play", node.source])


def print_swapped_back(p: Printer, node: nodes.SwappedBack) -> str:
    return f"{p(node.subject)} can be swapped back when scored"


def print_damage_order(p: Printer, node: nodes.DamageOrder) -> str:
    return f"{p(node.subject)} must be assigned combat damage {node.order}"


def print_can_move_between_battlefields(p: Printer, node: nodes.CanMoveBetweenBattlefields) -> str:
    return f"{p(node.subject)} can move from battlefield to battlefield"


def print_any_number_of_buffs(p: Printer, node: nodes.AnyNumberOfBuffs) -> str:
    return f"{p(node.subject)} can have {node.words} buffs"


def print_deflect_tax(p: Printer, node: nodes.DeflectTax) -> str:
    return f"opponents must pay {p(node.cost)} to choose {p(node.target)} {node.words}"


def print_conditional_bonus(p: Printer, node: nodes.ConditionalBonus) -> str:
    return p.join([node.bonus, node.condition, node.scale])


def print_action_timing(p: Printer, node: nodes.ActionTiming) -> str:
    return node.words


def print_reaction_timing(p: Printer, node: nodes.ReactionTiming) -> str:
    if node.destination is None:
        return node.words
    return f"{node.words}, including to {p(node.destination)}"


def print_hide_timing(p: Printer, node: nodes.HideTiming) -> str:
    return f"hide now for {p(node.hide_cost)} to react with later for {p(node.play_cost)}"


def print_deck_limit(p: Printer, node: nodes.DeckLimit) -> str:
    return f"your deck can have only {node.count} card with this name"


def print_no_combat_damage(p: Printer, node: nodes.NoCombatDamage) -> str:
    return p.join([node.subject, node.verb, "deal combat damage", node.unless])


def print_still_pay(p: Printer, node: nodes.StillPay) -> str:
    return f"{node.words} pay {p(node.cost)}"


def print_ignore_cost(p: Printer, node: nodes.IgnoreCost) -> str:
    return f"ignore {p(node.cost)}"


def print_this_ability(p: Printer, node: nodes.ThisAbility) -> str:
    return node.words


def print_next_you_play(p: Printer, node: nodes.NextYouPlay) -> str:
    return p.join(["the", node.ordinal, node.noun, node.played])


def print_your_next(p: Printer, node: nodes.YourNext) -> str:
    return p.join([node.words, node.noun, node.duration])


def print_optional_costs(p: Printer, node: nodes.OptionalCosts) -> str:
    return "optional additional costs you pay"


def print_keyword_costs(p: Printer, node: nodes.KeywordCosts) -> str:
    owner = f"of {p(node.owner)}" if node.owner else None
    return p.join([node.controller, node.keyword, node.noun, owner])


def print_free_hiding(p: Printer, node: nodes.FreeHiding) -> str:
    return f"you can hide {p(node.noun)} ignoring costs {node.duration}"


def print_each_one(p: Printer, node: nodes.EachOne) -> str:
    return p.join([node.each, node.one, node.filter])


def print_that_lacks_buff(p: Printer, node: nodes.ThatLacksBuff) -> str:
    return f"{node.that} {node.verb} have {node.article} buff"


def print_includes_note(p: Printer, node: nodes.IncludesNote) -> str:
    return f"{node.word} includes {node.role}"


def print_aside(p: Printer, node: nodes.Aside) -> str:
    return f"{p(node.statement)} ({NO_CAPITAL}{p(node.note)})"


def print_can_ambush(p: Printer, node: nodes.CanAmbush) -> str:
    return f"{p(node.subject)} can {p(node.play)}"


def print_ambush_play(p: Printer, node: nodes.AmbushPlay) -> str:
    return p.join(["[Ambush]", node.card, node.destination]) + (p(node.note) if node.note is not None else "")


def print_ambush_note(p: Printer, node: nodes.AmbushNote) -> str:
    return f", {p(node.even_if)}"


def print_may_ambush(p: Printer, node: nodes.MayAmbush) -> str:
    return f"{node.words} {p(node.play)}"


def print_even_if(p: Printer, node: nodes.EvenIf) -> str:
    return f"even if {p(node.test)}"


def print_including(p: Printer, node: nodes.Including) -> str:
    return f"including {p(node.ref)}"


def print_run_on_statements(p: Printer, node: nodes.RunOnStatements) -> str:
    return f"{p(node.first)}.{p(node.second)}"


def print_and_enters(p: Printer, node: nodes.AndEnters) -> str:
    return f"{p(node.statement)} and {node.verb} {node.state}"


def print_and_cant(p: Printer, node: nodes.AndCant) -> str:
    return p.join([node.statement, "and can't", node.forbidden, node.unless])


def print_has_tag(p: Printer, node: nodes.HasTag) -> str:
    return f"{node.subject} {node.article} {p(node.tag)}"


def print_own_use_restriction(p: Printer, node: nodes.OwnUseRestriction) -> str:
    return f"use {node.owner} abilities only {p(node.limit)}"


def print_extra_add(p: Printer, node: nodes.ExtraAdd) -> str:
    return f"{p(node.subject)} {node.verb} {node.article} additional {p(node.amount)}"


def print_ignores_while_paying(p: Printer, node: nodes.IgnoresWhilePaying) -> str:
    return p.join([node.players, "ignore", node.keyword, "while paying", node.paid])


def print_paying_for(p: Printer, node: nodes.PayingFor) -> str:
    return f"for {p(node.sources)}"


def print_sources_doing(p: Printer, node: nodes.SourcesDoing) -> str:
    return f"{p(node.sources)} {node.verb} {p(node.target)}"


def print_channel_limit(p: Printer, node: nodes.ChannelLimit) -> str:
    return f"{p(node.players)} only channel {node.count} {p(node.noun)} {p(node.time)}"


def print_keyword_effects_dont_trigger(p: Printer, node: nodes.KeywordEffectsDontTrigger) -> str:
    return p.join([node.owner, node.keyword, node.effects, node.location, node.verb, "trigger"])


def print_during_showdowns_statement(p: Printer, node: nodes.DuringShowdownsStatement) -> str:
    return p.join(["during showdowns", node.location]) + f", {p(node.statement)}"


def print_can_conquer_and_hold(p: Printer, node: nodes.CanConquerAndHold) -> str:
    return f"{p(node.noun)} with {p(node.might)} can conquer and hold"


def print_can_move_from_anywhere(p: Printer, node: nodes.CanMoveFromAnywhere) -> str:
    return f"{p(node.subject)} can move {p(node.destination)} from anywhere"


def print_move_tax(p: Printer, node: nodes.MoveTax) -> str:
    return (f"opponents must pay {p(node.cost)} for {node.each} {p(node.noun)} beyond the first to move "
            f"multiple {p(node.moved)} to {p(node.destination)} at the same time")


def print_joined_statements(p: Printer, node: nodes.JoinedStatements) -> str:
    return f"{p(node.first)}{node.joiner if node.joiner.startswith(',') else ' ' + node.joiner} {p(node.second)}"


def print_gives(p: Printer, node: nodes.Gives) -> str:
    return f"{p(node.subject)} give {p(node.grants)}"


def print_buff_bonus(p: Printer, node: nodes.BuffBonus) -> str:
    return f"buffs give {p(node.bonus)} to {p(node.target)}"


def print_unpunctuated_minimum(p: Printer, node: nodes.UnpunctuatedMinimum) -> str:
    return f" to a minimum of {p(node.amount)}"


def print_has_abilities(p: Printer, node: nodes.HasAbilities) -> str:
    return f"{p(node.subject)} {node.verb} {p(node.abilities)}"


def print_abilities_of(p: Printer, node: nodes.AbilitiesOf) -> str:
    return f"{node.all} [E] abilities of {p(node.target)}"


def print_has_costed_keyword(p: Printer, node: nodes.HasCostedKeyword) -> str:
    return p.join([node.subject, node.verb, node.keyword, node.condition])


def print_keyword_with_cost(p: Printer, node: nodes.KeywordWithCost) -> str:
    return f"{p(node.keyword)} {p(node.cost)}"


def print_played_tag(p: Printer, node: nodes.PlayedTag) -> str:
    return f"{node.name} {p(node.played)}"


def print_first_played(p: Printer, node: nodes.FirstPlayed) -> str:
    return p.join(["the", node.ordinal, node.controller, node.qualifier, node.noun, "played", node.period])


def print_activated_ability_kind(p: Printer, node: nodes.ActivatedAbilityKind) -> str:
    return f"{p(node.noun)} activated ability"


def print_play_only_to(p: Printer, node: nodes.PlayOnlyTo) -> str:
    return f"play {p(node.card)} only {p(node.destination)}"


def print_tag_examples(p: Printer, node: nodes.TagExamples) -> str:
    return f"for example, {p(node.names)} are tags"


def print_copy_when_played(p: Printer, node: nodes.CopyWhenPlayed) -> str:
    return f"{p(node.subject)} become a copy of {p(node.original)} when played"


def print_no_play_effects(p: Printer, node: nodes.NoPlayEffects) -> str:
    return f"{p(node.subject)} {node.verb} get {p(node.source)}'s play {node.effects}"

"""Printing instructions: one per game action (Core Rules 407-444), and costs paid inside them (204.2, 356): one ``print_<rule>`` function per node class of
``riftc.nodes.instructions``, in the order of grammar/instructions.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import NO_CAPITAL, Printer, receiver


def print_detach(p: Printer, node: nodes.Detach) -> str:
    unit = f"from {p(node.unit)}" if node.unit else None
    return p.join([node.verb, node.target, unit])


def print_activate_effects(p: Printer, node: nodes.ActivateEffects) -> str:
    return f"activate the {node.kind} {node.word} of {p(node.source)}"


def print_move_to_or_from(p: Printer, node: nodes.MoveToOrFrom) -> str:
    return f"move {p(node.target)} to or from {p(node.place)}"


def print_reveal_until(p: Printer, node: nodes.RevealUntil) -> str:
    return f"reveal {p(node.noun)} from the top of {node.owner} Main Deck until you reveal {p(node.until)}"


def print_put_unchosen_back(p: Printer, node: nodes.PutUnchosenBack) -> str:
    return f"put {node.those} you {node.negation} back in any order"


def print_name_card(p: Printer, node: nodes.NameCard) -> str:
    return f"name {node.article} {node.noun}"


def print_name_tag(p: Printer, node: nodes.NameTag) -> str:
    return f"name {node.article} tag"


def print_put_on_deck(p: Printer, node: nodes.PutOnDeck) -> str:
    return f"put {p(node.card)} on the top or bottom of {node.owner} Main Deck"


def print_burn(p: Printer, node: nodes.Burn) -> str:
    return f"{node.verb} {node.amount}]"


def print_put_into(p: Printer, node: nodes.PutInto) -> str:
    return f"put {p(node.cards)} {node.preposition} {p(node.zone)}"


def print_some_of_them(p: Printer, node: nodes.SomeOfThem) -> str:
    return str(node.count)


def print_put_from(p: Printer, node: nodes.PutFrom) -> str:
    return f"put {p(node.card)} into {p(node.zone)} from {p(node.origins)}"


def print_origins(p: Printer, node: nodes.Origins) -> str:
    return " or ".join(p(place) for place in node.places)


def print_the_board(p: Printer, node: nodes.TheBoard) -> str:
    return "the board"


def print_buff(p: Printer, node: nodes.Buff) -> str:
    return f"{node.verb} {p(node.target)}"


def print_draw(p: Printer, node: nodes.Draw) -> str:
    return p.join(["draw", node.amount, node.scale])


def print_draw_card(p: Printer, node: nodes.DrawCard) -> str:
    return f"draw {p(node.card)}"


def print_ready(p: Printer, node: nodes.Ready) -> str:
    return f"ready {p(node.target)}"


def print_exhaust(p: Printer, node: nodes.Exhaust) -> str:
    return f"exhaust {p(node.target)}"


def print_ready_or_exhaust(p: Printer, node: nodes.ReadyOrExhaust) -> str:
    return f"ready or exhaust {p(node.target)}"


def print_kill(p: Printer, node: nodes.Kill) -> str:
    return p.join(["kill", node.target, node.when])


def print_upcoming(p: Printer, node: nodes.Upcoming) -> str:
    return p.join([f"the {node.ordinal} time", node.event, node.duration])


def print_now(p: Printer, node: nodes.Now) -> str:
    return "now"


def print_when_point(p: Printer, node: nodes.WhenPoint) -> str:
    return f"at {p(node.point)}, before scoring"


def print_stun(p: Printer, node: nodes.Stun) -> str:
    return f"{node.verb} {p(node.target)}"


def print_deal(p: Printer, node: nodes.Deal) -> str:
    return p.join(["deal", node.amount, node.damage, receiver(p, node.target), node.scale])


def print_give(p: Printer, node: nodes.Give) -> str:
    head = p.join(["give", node.target, node.each, node.grants, node.duration]) + p(node.minimum)
    return p.join([head, node.scale])


def print_minimum(p: Printer, node: nodes.Minimum) -> str:
    return f", to a minimum of {p(node.floor)}"


def print_might_amount(p: Printer, node: nodes.MightAmount) -> str:
    return f"{node.amount} [M]"


def print_give_more(p: Printer, node: nodes.GiveMore) -> str:
    return f"{p(node.grant)} {node.duration}"


def print_attach(p: Printer, node: nodes.Attach) -> str:
    return f"attach {p(node.gear)} to {p(node.unit)}"


def print_look_at_top(p: Printer, node: nodes.LookAtTop) -> str:
    return f"look at {p(node.cards)}"


def print_look_first(p: Printer, node: nodes.LookFirst) -> str:
    return f"look at the top {p(node.noun)} {node.order}"


def print_recycle(p: Printer, node: nodes.Recycle) -> str:
    return f"recycle {p(node.target)}"


def print_reduce_cost(p: Printer, node: nodes.ReduceCost) -> str:
    return p.join(["reduce", node.cost, "by", node.amount, node.scale])


def print_reduce_cost_by(p: Printer, node: nodes.ReduceCostBy) -> str:
    return f"reduce {p(node.cost)} by {p(node.amount)}"


def print_hide(p: Printer, node: nodes.Hide) -> str:
    return p.join(["hide", node.target, node.instead_of])


def print_hide_additional(p: Printer, node: nodes.HideAdditional) -> str:
    return p.join(["hide", node.article, "additional", node.noun, node.location])


def print_instead_of_cost(p: Printer, node: nodes.InsteadOfCost) -> str:
    return f"instead of {p(node.cost)}"


def print_put_rest_back(p: Printer, node: nodes.PutRestBack) -> str:
    return "put the rest back in any order"


def print_reveal(p: Printer, node: nodes.Reveal) -> str:
    return f"reveal {p(node.cards)}"


def print_reveal_target(p: Printer, node: nodes.RevealTarget) -> str:
    return f"reveal {p(node.target)}"


def print_otherwise(p: Printer, node: nodes.Otherwise) -> str:
    return f"otherwise, {p(node.instruction)}"


def print_start_combat(p: Printer, node: nodes.StartCombat) -> str:
    return "start a combat"


def print_conquer(p: Printer, node: nodes.Conquer) -> str:
    return "conquer"


def print_empower(p: Printer, node: nodes.Empower) -> str:
    return f"empower {p(node.target)}"


def print_gain_xp(p: Printer, node: nodes.GainXp) -> str:
    return p.join(["gain", node.amount, node.unit, node.scale])


def print_get_effect(p: Printer, node: nodes.GetEffect) -> str:
    return p.join(["get the", node.word, node.condition])


def print_move(p: Printer, node: nodes.Move) -> str:
    origin = f"from {p(node.origin)}" if node.origin else None
    destination = f"to {p(node.destination)}" if node.destination else None
    return p.join(["move", node.target, origin, destination])


def print_return_to(p: Printer, node: nodes.ReturnTo) -> str:
    origin = f"from {p(node.origin)}" if node.origin else None
    return p.join(["return", node.target, origin, "to", node.zone])


def print_return_even_if(p: Printer, node: nodes.ReturnEvenIf) -> str:
    return f"{p(node.instruction)} {p(node.aside)}"


def print_even_if_gone(p: Printer, node: nodes.EvenIfGone) -> str:
    return f"(even if {node.subject} no longer on the board)"


def print_score(p: Printer, node: nodes.Score) -> str:
    return f"score {node.amount} {node.noun}"


def print_disempower(p: Printer, node: nodes.Disempower) -> str:
    return f"disempower {p(node.target)}"


def print_counter(p: Printer, node: nodes.Counter) -> str:
    return f"counter {p(node.target)}"


def print_choose(p: Printer, node: nodes.Choose) -> str:
    return f"choose {p(node.target)}"


def print_choose_tag(p: Printer, node: nodes.ChooseTag) -> str:
    return f"choose {p(node.tags)}"


def print_banish(p: Printer, node: nodes.Banish) -> str:
    return f"banish {p(node.target)}"


def print_repeat_effect(p: Printer, node: nodes.RepeatEffect) -> str:
    return f"repeat {node.owner} {node.effect}"


def print_play(p: Printer, node: nodes.Play) -> str:
    text = p.join(["play", node.card, node.as_, node.source, node.destination, node.for_])
    return text + p(node.cost_waiver)


def print_play_here(p: Printer, node: nodes.PlayHere) -> str:
    return f"play {p(node.card)} {p(node.place)}"


def print_play_token(p: Printer, node: nodes.PlayToken) -> str:
    return p.join(["play", node.token, node.destination, node.scale])


def print_into_zone(p: Printer, node: nodes.IntoZone) -> str:
    return f"into {p(node.zone)}"


def print_play_as(p: Printer, node: nodes.PlayAs) -> str:
    return f"as {node.article} {p(node.keyword)}"


def print_play_destination(p: Printer, node: nodes.PlayDestination) -> str:
    return f"to {p(node.place)}"


def print_play_source(p: Printer, node: nodes.PlaySource) -> str:
    return f"from {p(node.origin)}"


def print_face_down(p: Printer, node: nodes.FaceDown) -> str:
    return "face down"


def print_anywhere_but(p: Printer, node: nodes.AnywhereBut) -> str:
    return f"anywhere other than {p(node.zone)}"


def print_play_for(p: Printer, node: nodes.PlayFor) -> str:
    return "for its Flow cost"


def print_play_for_cost(p: Printer, node: nodes.PlayForCost) -> str:
    return f"for {p(node.cost)}"


def print_play_window(p: Printer, node: nodes.PlayWindow) -> str:
    return f"from {p(node.origin)} {node.duration}"


def print_play_again(p: Printer, node: nodes.PlayAgain) -> str:
    return f"again for {p(node.cost)}"


def print_ignoring_cost(p: Printer, node: nodes.IgnoringCost) -> str:
    return f", ignoring {p(node.cost)}"


def print_reducing_cost(p: Printer, node: nodes.ReducingCost) -> str:
    return f", reducing {p(node.cost)} by {p(node.amount)}"


def print_without_paying(p: Printer, node: nodes.WithoutPaying) -> str:
    return f" without paying {p(node.cost)}"  # a cost waiver is printed right after the play


def print_cost_ref(p: Printer, node: nodes.CostRef) -> str:
    return p.join([node.owner, node.kind, node.noun])


def print_objects_cost_ref(p: Printer, node: nodes.ObjectsCostRef) -> str:
    return p.join([f"{p(node.objects)}'", node.kind, node.noun])


def print_costs_for(p: Printer, node: nodes.CostsFor) -> str:
    return f"{node.words} {p(node.objects)}"


def print_kind_costs(p: Printer, node: nodes.KindCosts) -> str:
    return f"{node.kind} {node.noun}"


def print_additional_cost(p: Printer, node: nodes.AdditionalCost) -> str:
    return p.join([node.payment, "as an additional cost", node.purpose])


def print_to_have_enter(p: Printer, node: nodes.ToHaveEnter) -> str:
    return f"to have {p(node.target)} {node.verb} {node.state}"


def print_to_play(p: Printer, node: nodes.ToPlay) -> str:
    return f"to play {p(node.target)}"


def print_pay(p: Printer, node: nodes.Pay) -> str:
    return f"pay {p(node.cost)}"


def print_pay_xp(p: Printer, node: nodes.PayXp) -> str:
    return f"pay {node.amount} {node.xp}"


def print_add(p: Printer, node: nodes.Add) -> str:
    return f"{node.verb} {p(node.resources)}"


def print_pay_additional_cost(p: Printer, node: nodes.PayAdditionalCost) -> str:
    return f"pay {node.which} to {p(node.instruction)}{p(node.new_choices)}"


def print_new_choices(p: Printer, node: nodes.NewChoices) -> str:
    return ", and may make different choices"


def print_equip_instruction(p: Printer, node: nodes.EquipInstruction) -> str:
    return (f"{node.verb} one of your Equipment to {p(node.unit)} for {p(node.discount)} "
            f"{node.direction}{p(node.even_if_attached)}")


def print_even_if_attached(p: Printer, node: nodes.EvenIfAttached) -> str:
    return ", even if it's already attached"


def print_channel(p: Printer, node: nodes.Channel) -> str:
    return p.join(["channel", str(node.amount), node.noun, node.state])


def print_discard(p: Printer, node: nodes.Discard) -> str:
    return f"discard {node.amount}"


def print_predict(p: Printer, node: nodes.Predict) -> str:
    return f"{node.verb}]" if node.amount is None else f"{node.verb} {node.amount}]"


def print_noted_may(p: Printer, node: nodes.NotedMay) -> str:
    return f"{node.words} {p(node.play)} ({NO_CAPITAL}{p(node.note)})"


def print_gains_tag(p: Printer, node: nodes.GainsTag) -> str:
    return f"{p(node.subject)} {node.verb} {node.that} tag"


def print_played_this_turn_enter(p: Printer, node: nodes.PlayedThisTurnEnter) -> str:
    return f"{p(node.noun)} {node.played} {node.verb} {node.state}"


def print_replace(p: Printer, node: nodes.Replace) -> str:
    return f"replace {p(node.target)} with {p(node.replacement)}"


def print_replaced_one(p: Printer, node: nodes.ReplacedOne) -> str:
    return f"the {p(node.noun)} {node.replacer} replaced"


def print_add_token(p: Printer, node: nodes.AddToken) -> str:
    return p.join(["add", node.token, "to", node.board, node.condition])


def print_named_token(p: Printer, node: nodes.NamedToken) -> str:
    return f"the {node.name} {node.noun}"

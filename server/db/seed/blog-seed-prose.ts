/** The paragraphs each family of posts shares, by tag. */
export const familyProse: Record<string, { intro: string; why: string; how: string; deeper: string }> = {
  'Basket Ideas': {
    intro:
      'Every basket here is built by a SEBI-registered adviser and published with its rules, its benchmark and its fees. This note explains the thinking behind one of them.',
    why: 'Each of these filters removes a common way for a portfolio to go wrong. Together they leave a short list that the adviser then reviews by hand before anything is bought.',
    how: 'Stocks that pass the screens are weighted so that no single name dominates, and the basket is rebalanced on a fixed calendar. You see every change before you approve it.',
    deeper:
      'Screens narrow the universe, but judgement decides the final list. Here is how each rule is applied in practice, and where it has failed before.',
  },
  'Sector Notes': {
    intro:
      'Sector notes look at one part of the market at a time: what changed in the last quarter, what the numbers say, and what would change our view.',
    why: 'These are the signals that moved first in past cycles. None of them is enough on its own, but when they line up, earnings usually follow within a few quarters.',
    how: 'We update these signals after each results season and compare them with the previous four quarters, so a single noisy quarter does not drive the conclusion.',
    deeper:
      'Beneath the headline numbers, the details differ sharply between companies in the same sector. These are the distinctions that matter most right now.',
  },
  SIP: {
    intro:
      'A systematic investment plan turns investing into a habit. The mechanics are simple; the discipline to continue through good and bad years is the hard part.',
    why: 'None of this requires predicting the market. It requires choosing an amount you can sustain and letting time do the heavy lifting.',
    how: 'The table below shows how a steady monthly amount grows at an assumed return. Real returns vary from year to year; the shape of the curve is the point, not the exact figure.',
    deeper:
      'Once a SIP is running, a few decisions make a large difference over the years: when to increase it, what to do in a fall, and when to stop.',
  },
  Tax: {
    intro:
      'Tax is one of the few costs of investing you can plan for. The rules below apply to resident individuals investing in listed Indian shares.',
    why: 'The rates depend on how long you held the shares and on the kind of income. Getting the holding period right often matters more than the rate itself.',
    how: 'Your broker’s capital gains statement lists each sale with its buy date and cost. Use it to check the figures before you file, and keep the contract notes.',
    deeper:
      'The basic rates are only the start. The order in which losses are set off, the carry-forward rules and the timing of sales all change what you finally pay.',
  },
  Rebalancing: {
    intro:
      'A basket is a set of target weights. Markets move those weights every day; rebalancing brings them back to what the adviser designed.',
    why: 'Without rebalancing, the basket you hold slowly turns into a different basket, usually a riskier one, because the winners grow to dominate it.',
    how: 'When the adviser publishes a rebalance, you see each suggested change with its quantity. Nothing is traded until you review and approve it.',
    deeper:
      'Rebalancing has costs: brokerage, charges and sometimes tax. These are the ways advisers and investors keep those costs in check.',
  },
  'Risk Profile': {
    intro:
      'Your risk profile is the bridge between what you want and what you can live with. Advisers are required to assess it before they advise you.',
    why: 'These distinctions decide which baskets make sense for you. A mismatch shows up at the worst time: in the middle of a market fall.',
    how: 'Start from your profile, then choose baskets whose risk labels fit it. The table summarises what each label usually means in practice.',
    deeper: 'Profiles are not fixed. Income, family and goals change, and so should the way your money is invested.',
  },
  'SEBI Rules': {
    intro:
      'SEBI regulates who may advise you, how they may be paid and what they must tell you. Knowing the basics protects you from the unregistered.',
    why: 'These rules exist because advice and selling were once mixed, and investors paid for the conflict. Each requirement closes a specific gap.',
    how: 'In practice, the rules show up as documents you receive and details you can check: the agreement, the fee, the disclosures and the registration number.',
    deeper:
      'The regulations are detailed, and they change. These are the provisions that investors ask about most often.',
  },
  'Investing Basics': {
    intro:
      'A few ideas explain most of what happens to long-term investors. This guide covers one of them with a worked example.',
    why: 'Understanding this idea will not make you a better stock picker, but it will help you judge the numbers every platform and adviser shows you.',
    how: 'The example below uses round numbers so the arithmetic is easy to follow. The same method works for your own portfolio figures.',
    deeper:
      'Once the basic idea is clear, a few refinements make it more useful, and a few common misreadings are worth avoiding.',
  },
  'How-to': {
    intro: 'A short guide to one task in the app, with what to check before each step.',
    why: 'Each step has a reason. Knowing it helps you spot a problem before an order is placed rather than after.',
    how: 'Follow the steps in order. If anything looks different on your screen, stop and contact support before you confirm.',
    deeper: 'Most questions about this task come up at the same few points. Here is what to do at each.',
  },
};

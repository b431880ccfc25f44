## where: the lesson's narration (`speakeasy learn`; the studio's Learn to play), one paragraph each

# The narration of rules/lessons/first-game.yaml (speakeasy learn).
lesson-intro = Welcome. The goal: have the most money at the end. You play against one bot in a short game.
lesson-outro = The lesson is over. The game goes on as a normal game; for a full game type: speakeasy play
lesson-money = Money comes from Luciano's payouts (area control of his districts), from sales of liquor, from objectives and from final scoring.
lesson-place-family = Place a family member at a location: each location's persons give their actions.
lesson-place-family-after = A good player weighs which location's action pays soonest, and what it leaves the bot.
lesson-build = Build: open a business in a district. Businesses win area control, and Luciano pays for it.
lesson-build-after = A good player builds where a majority in a district is within reach.
lesson-draw = Draw a card: cards give sales and objectives.
lesson-draw-after = A good player draws what fits the businesses already on the board.

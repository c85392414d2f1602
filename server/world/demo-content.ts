/** The words the demo world is made of: names, bios, jobs, schools, prompts, and the demo members' replies. */

/** By PROF-09 gender: 0 men, 1 women, 2 beyond binary. */
export const FIRST_NAMES: readonly (readonly string[])[] = [
  ['Jonas', 'Lukas', 'Felix', 'Noah', 'Elias', 'Paul', 'Leon', 'Ben', 'Finn', 'Emil', 'Karim', 'Mateo', 'Tariq', 'Ole', 'Jakob',
    'Samuel', 'Anton', 'David', 'Milan', 'Theo', 'Oscar', 'Rafael', 'Yusuf', 'Luca', 'Henrik', 'Malik', 'Kenji', 'Arjun', 'Tom', 'Nico'],
  ['Lena', 'Mia', 'Hannah', 'Emma', 'Sophie', 'Lea', 'Clara', 'Marie', 'Ella', 'Anna', 'Amira', 'Sofia', 'Ines', 'Nora', 'Frieda',
    'Leila', 'Paula', 'Greta', 'Zoe', 'Aylin', 'Maja', 'Ronja', 'Yara', 'Chiara', 'Ida', 'Mei', 'Priya', 'Lotte', 'Jule', 'Selin'],
  ['Alex', 'Robin', 'Kim', 'Sascha', 'Charlie', 'Luca', 'Jona', 'Noa', 'Sam', 'Toni', 'Kai', 'Mika', 'Eli', 'Ari', 'Jules'],
];

export const BIOS: readonly string[] = [
  'Weekend hiker, weekday coffee snob.',
  'Looking for someone to share street food and bad puns with.',
  'I make a mean shakshuka. Ask me about my sourdough starter.',
  'Half of my camera roll is sunsets, the other half is dogs I met.',
  'Happiest on a bike, a lake or a dance floor.',
  'Bookshop wanderer. Will recommend you a novel whether you asked or not.',
  'New in town, show me your favourite spot?',
  'Plant parent of 23. They all have names.',
  'Trying every ramen place in the city. Currently at 41.',
  'Fluent in sarcasm, learning Spanish.',
  'Museum dates > bar dates. Convince me otherwise.',
  'I run so I can eat more cake.',
  'Techno on Saturday, farmers market on Sunday.',
  'Let us go on a road trip with a terrible playlist.',
  'Board game enthusiast. I will lose gracefully. Mostly.',
  'Climbing walls, not the corporate ladder.',
  'Amateur astronomer, professional overthinker.',
  'Here for good conversations and better coffee.',
  'Jazz bars, long walks, longer talks.',
  'My dog approves of you already.',
];

export const JOBS: ReadonlyArray<{ readonly title: string; readonly company: string }> = [
  { title: 'Software Engineer', company: 'Kiezware' },
  { title: 'Product Designer', company: 'Studio Nord' },
  { title: 'Nurse', company: 'Charité' },
  { title: 'Teacher', company: 'Gymnasium am Park' },
  { title: 'Architect', company: 'Baukunst Partners' },
  { title: 'Barista', company: 'Röststätte' },
  { title: 'Data Analyst', company: 'Spreedata' },
  { title: 'Photographer', company: 'Freelance' },
  { title: 'Chef', company: 'Markthalle Kitchen' },
  { title: 'Physiotherapist', company: 'Bewegt Praxis' },
  { title: 'Lawyer', company: 'Lindner & Roth' },
  { title: 'Journalist', company: 'Stadtblatt' },
  { title: 'UX Researcher', company: 'Pixelhaus' },
  { title: 'Musician', company: 'Self-employed' },
  { title: 'Marketing Manager', company: 'Fernweh Travel' },
  { title: 'Electrician', company: 'Funke GmbH' },
  { title: 'PhD Student', company: 'Max Planck Institute' },
  { title: 'Doctor', company: 'Vivantes' },
  { title: 'Gardener', company: 'Grünwerk' },
  { title: 'Pilot', company: 'Skyline Air' },
];

export const SCHOOLS: readonly string[] = [
  'Humboldt University of Berlin',
  'Free University of Berlin',
  'Technical University of Berlin',
  'Berlin University of the Arts',
  'University of Potsdam',
  'HTW Berlin',
  'European University Viadrina',
  'Charité Medical School',
  'BTU Cottbus',
  'Weißensee Academy of Art',
];

/** Prompt ids follow `pr_<n>`; PROF-07 sorts them by that number. */
export const PROMPTS: ReadonlyArray<{ readonly id: string; readonly question: string; readonly answers: readonly string[] }> = [
  { id: 'pr_1', question: 'My simple pleasures', answers: ['Fresh bread on a Sunday', 'The first coffee of the day', 'A window seat on a long train ride'] },
  { id: 'pr_2', question: 'A perfect first date', answers: ['A walk by the river and ice cream', 'A tiny record shop and a big pizza', 'A museum, then arguing about the art'] },
  { id: 'pr_3', question: 'I geek out on', answers: ['Old maps', 'Fermenting everything', 'Formula 1 strategy', 'Houseplants'] },
  { id: 'pr_4', question: 'Two truths and a lie', answers: ['I met a famous chef, I can juggle, I have never seen snow', 'I speak four languages, I hate cheese, I ran a marathon'] },
  { id: 'pr_5', question: 'The way to win me over', answers: ['Share your fries', 'Send me your favourite song', 'Make me laugh at a bad joke'] },
  { id: 'pr_6', question: 'This year, I really want to', answers: ['Learn to surf', 'Cycle to the Baltic Sea', 'Finally finish my novel'] },
];

/** What a demo member answers; chosen from the message being answered, so a conversation replays the same way. */
export const REPLIES: readonly string[] = [
  'Haha, love that! How is your week going?',
  'Hey! Nice to hear from you 😊',
  'Oh interesting, tell me more!',
  'That made me smile. What are you up to this weekend?',
  'Hi there! Coffee sometime?',
  'Good question… let me think about it 🤔',
  'Ha, same here!',
  'I was just thinking about that!',
];

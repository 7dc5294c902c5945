import type { GymCategory, GymType } from '@contract/gyms/gyms';

/** Static material for the demo seed: real cities, their real areas and pincodes, and the words gyms are made of. */

export const DEMO_MEMBER = {
  id: 'user-demo-member',
  mobile: '+919876543210',
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
} as const;

export const DEMO_OWNER = {
  id: 'user-demo-owner',
  mobile: '+919812345678',
  firstName: 'Rahul',
  lastName: 'Mehta',
  email: 'rahul.mehta@example.com',
} as const;

/** The platform admin of the demo (issue 25): development's ADMIN_MOBILES default and .env.example name this number. */
export const DEMO_ADMIN = {
  id: 'user-demo-admin',
  mobile: '+919800012345',
  firstName: 'Anita',
  lastName: 'Desai',
  email: 'anita.desai@example.com',
} as const;

/** The demo owner's manager at the showcase gym (issue 38): signs in as gym staff with this number. */
export const DEMO_MANAGER = {
  id: 'user-demo-manager',
  mobile: '+919811122233',
  firstName: 'Kiran',
  lastName: 'Patil',
  email: 'kiran.patil@example.com',
} as const;

/** Demo owner's gyms: the first three of Mumbai and the first two of Pune. */
export const DEMO_OWNER_GYMS: Readonly<Record<string, number>> = { mumbai: 3, pune: 2 };

export type SeedArea = readonly [name: string, pincode: string];
export type SeedCity = {
  name: string;
  slug: string;
  state: string;
  /** STD code, for landline contact numbers */
  std: string;
  lat: number;
  lng: number;
  /** metro prices run ~10% higher */
  metro: boolean;
  areas: readonly SeedArea[];
};

export const CITIES: readonly SeedCity[] = [
  {
    name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra', std: '022', lat: 19.076, lng: 72.8777, metro: true,
    areas: [
      ['Andheri West', '400058'], ['Bandra West', '400050'], ['Powai', '400076'], ['Andheri East', '400069'],
      ['Juhu', '400049'], ['Goregaon East', '400063'], ['Malad West', '400064'], ['Colaba', '400005'],
      ['Dadar West', '400028'], ['Chembur', '400071'], ['Lower Parel', '400013'], ['Worli', '400018'],
      ['Borivali West', '400092'], ['Kandivali West', '400067'], ['Santacruz West', '400054'],
      ['Ghatkopar East', '400077'], ['Mulund West', '400080'],
    ],
  },
  {
    name: 'Bengaluru', slug: 'bengaluru', state: 'Karnataka', std: '080', lat: 12.9716, lng: 77.5946, metro: true,
    areas: [
      ['Indiranagar', '560038'], ['Koramangala', '560034'], ['HSR Layout', '560102'], ['Whitefield', '560066'],
      ['Jayanagar', '560011'], ['JP Nagar', '560078'], ['Malleshwaram', '560003'], ['Electronic City', '560100'],
      ['Marathahalli', '560037'], ['BTM Layout', '560076'], ['Hebbal', '560024'], ['Bellandur', '560103'],
      ['Rajajinagar', '560010'], ['Yelahanka', '560064'], ['Banashankari', '560070'],
    ],
  },
  {
    name: 'Delhi', slug: 'delhi', state: 'Delhi', std: '011', lat: 28.6139, lng: 77.209, metro: true,
    areas: [
      ['Connaught Place', '110001'], ['Saket', '110017'], ['Hauz Khas', '110016'], ['Lajpat Nagar', '110024'],
      ['Rajouri Garden', '110027'], ['Dwarka', '110075'], ['Rohini', '110085'], ['Vasant Kunj', '110070'],
      ['Karol Bagh', '110005'], ['Greater Kailash', '110048'], ['Janakpuri', '110058'], ['Mayur Vihar', '110091'],
      ['Pitampura', '110034'], ['Punjabi Bagh', '110026'],
    ],
  },
  {
    name: 'Pune', slug: 'pune', state: 'Maharashtra', std: '020', lat: 18.5204, lng: 73.8567, metro: false,
    areas: [
      ['Koregaon Park', '411001'], ['Kothrud', '411038'], ['Baner', '411045'], ['Aundh', '411007'],
      ['Viman Nagar', '411014'], ['Hinjewadi', '411057'], ['Wakad', '411057'], ['Hadapsar', '411028'],
      ['Kalyani Nagar', '411006'], ['Shivajinagar', '411005'], ['Kharadi', '411014'], ['Pimple Saudagar', '411027'],
    ],
  },
  {
    name: 'Hyderabad', slug: 'hyderabad', state: 'Telangana', std: '040', lat: 17.385, lng: 78.4867, metro: true,
    areas: [
      ['Banjara Hills', '500034'], ['Jubilee Hills', '500033'], ['Gachibowli', '500032'], ['Madhapur', '500081'],
      ['Kondapur', '500084'], ['Kukatpally', '500072'], ['Begumpet', '500016'], ['Ameerpet', '500016'],
      ['Secunderabad', '500003'], ['Miyapur', '500049'], ['Dilsukhnagar', '500060'], ['Manikonda', '500089'],
    ],
  },
  {
    name: 'Chennai', slug: 'chennai', state: 'Tamil Nadu', std: '044', lat: 13.0827, lng: 80.2707, metro: true,
    areas: [
      ['T. Nagar', '600017'], ['Adyar', '600020'], ['Anna Nagar', '600040'], ['Velachery', '600042'],
      ['Mylapore', '600004'], ['Nungambakkam', '600034'], ['Besant Nagar', '600090'], ['Porur', '600116'],
      ['Thoraipakkam', '600097'], ['Tambaram', '600045'], ['Kilpauk', '600010'], ['Guindy', '600032'],
    ],
  },
  {
    name: 'Kolkata', slug: 'kolkata', state: 'West Bengal', std: '033', lat: 22.5726, lng: 88.3639, metro: true,
    areas: [
      ['Salt Lake Sector V', '700091'], ['Park Street', '700016'], ['Ballygunge', '700019'], ['New Town', '700156'],
      ['Behala', '700034'], ['Alipore', '700027'], ['Dum Dum', '700028'], ['Tollygunge', '700033'],
      ['Jadavpur', '700032'], ['Lake Town', '700089'],
    ],
  },
  {
    name: 'Ahmedabad', slug: 'ahmedabad', state: 'Gujarat', std: '079', lat: 23.0225, lng: 72.5714, metro: false,
    areas: [
      ['Navrangpura', '380009'], ['Satellite', '380015'], ['Bodakdev', '380054'], ['Vastrapur', '380015'],
      ['Prahlad Nagar', '380015'], ['Maninagar', '380008'], ['Thaltej', '380059'], ['Bopal', '380058'],
      ['Chandkheda', '382424'], ['Paldi', '380007'], ['Gota', '382481'],
    ],
  },
  {
    name: 'Jaipur', slug: 'jaipur', state: 'Rajasthan', std: '0141', lat: 26.9124, lng: 75.7873, metro: false,
    areas: [
      ['Malviya Nagar', '302017'], ['C-Scheme', '302001'], ['Vaishali Nagar', '302021'], ['Mansarovar', '302020'],
      ['Raja Park', '302004'], ['Jagatpura', '302017'], ['Bani Park', '302016'], ['Civil Lines', '302006'],
    ],
  },
  {
    name: 'Lucknow', slug: 'lucknow', state: 'Uttar Pradesh', std: '0522', lat: 26.8467, lng: 80.9462, metro: false,
    areas: [
      ['Hazratganj', '226001'], ['Gomti Nagar', '226010'], ['Aliganj', '226024'], ['Indira Nagar', '226016'],
      ['Aminabad', '226018'], ['Mahanagar', '226006'], ['Alambagh', '226005'], ['Jankipuram', '226021'],
      ['Vikas Nagar', '226022'],
    ],
  },
  {
    name: 'Chandigarh', slug: 'chandigarh', state: 'Chandigarh', std: '0172', lat: 30.7333, lng: 76.7794, metro: false,
    areas: [
      ['Sector 17', '160017'], ['Sector 22', '160022'], ['Sector 35', '160022'], ['Sector 8', '160009'],
      ['Sector 15', '160015'], ['Sector 26', '160019'], ['Manimajra', '160101'], ['Sector 11', '160011'],
    ],
  },
  {
    name: 'Kochi', slug: 'kochi', state: 'Kerala', std: '0484', lat: 9.9312, lng: 76.2673, metro: false,
    areas: [
      ['Edappally', '682024'], ['Kakkanad', '682030'], ['Panampilly Nagar', '682036'], ['Kaloor', '682017'],
      ['Vyttila', '682019'], ['Fort Kochi', '682001'], ['Palarivattom', '682025'], ['Kadavanthra', '682020'],
      ['Marine Drive', '682031'],
    ],
  },
  {
    name: 'Indore', slug: 'indore', state: 'Madhya Pradesh', std: '0731', lat: 22.7196, lng: 75.8577, metro: false,
    areas: [
      ['Vijay Nagar', '452010'], ['Palasia', '452001'], ['Rajendra Nagar', '452012'], ['Bhawarkuan', '452001'],
      ['Nipania', '452010'], ['Annapurna', '452009'], ['Sudama Nagar', '452009'], ['MG Road', '452001'],
    ],
  },
  {
    name: 'Gurugram', slug: 'gurugram', state: 'Haryana', std: '0124', lat: 28.4595, lng: 77.0266, metro: true,
    areas: [
      ['DLF Phase 1', '122002'], ['Sector 29', '122001'], ['Sohna Road', '122018'], ['Golf Course Road', '122002'],
      ['Sushant Lok', '122009'], ['South City 1', '122001'], ['Sector 56', '122011'],
    ],
  },
  {
    name: 'Noida', slug: 'noida', state: 'Uttar Pradesh', std: '0120', lat: 28.5355, lng: 77.391, metro: true,
    areas: [
      ['Sector 18', '201301'], ['Sector 62', '201309'], ['Sector 50', '201301'], ['Sector 137', '201305'],
      ['Sector 76', '201301'],
    ],
  },
];

/** Weighted picks: [value, weight]. */
export const TYPE_WEIGHTS: readonly (readonly [GymType, number])[] = [
  ['fitness_center', 50], ['yoga_studio', 15], ['crossfit_box', 12], ['martial_arts', 11], ['sports_complex', 12],
];
export const CATEGORY_WEIGHTS: readonly (readonly [GymCategory, number])[] = [
  ['budget', 25], ['standard', 38], ['premium', 25], ['luxury', 12],
];

/** Monthly pass range in rupees; ranges never overlap so budget < standard < premium < luxury holds for every gym. */
export const MONTHLY_RUPEES: Readonly<Record<GymCategory, readonly [number, number]>> = {
  budget: [700, 1300],
  standard: [1500, 2700],
  premium: [3000, 5400],
  luxury: [6000, 11000],
};

/** Average review rating a gym of each category tends to get. */
export const CATEGORY_QUALITY: Readonly<Record<GymCategory, number>> = { budget: 3.5, standard: 3.9, premium: 4.2, luxury: 4.4 };

/** Amenity → chance a gym of the category has it. */
export const AMENITY_CHANCE: Readonly<Record<GymCategory, Readonly<Record<string, number>>>> = {
  budget: { lockers: 0.6, parking: 0.4, wifi: 0.3, air_conditioning: 0.3, shower: 0.3, towel_service: 0.05, personal_trainer: 0.4, group_classes: 0.3 },
  standard: { lockers: 0.85, parking: 0.6, wifi: 0.6, air_conditioning: 0.7, shower: 0.7, towel_service: 0.2, personal_trainer: 0.7, group_classes: 0.6 },
  premium: { lockers: 1, parking: 0.85, wifi: 0.9, air_conditioning: 1, shower: 1, towel_service: 0.6, personal_trainer: 0.9, group_classes: 0.85 },
  luxury: { lockers: 1, parking: 0.95, wifi: 1, air_conditioning: 1, shower: 1, towel_service: 1, personal_trainer: 1, group_classes: 0.95 },
};

export const BRAND_WORDS = [
  'Iron', 'Pulse', 'Titan', 'Shakti', 'Prana', 'Flex', 'Core', 'Vajra', 'Apex', 'Surya', 'Urban', 'Peak',
  'Bodyline', 'Muscle Mantra', 'Energy', 'Fitzone', 'Power House', 'Stronghold', 'Kinetic', 'Spartan',
  'Evolve', 'Zen', 'Momentum', 'Agni', 'Ojas', 'Tejas', 'Ignite', 'Atlas', 'Black Belt', 'Olympia', 'Vitality',
  'Fit Nation', 'Strive', 'Elevate', 'Rise', 'Lotus', 'Garuda', 'Arjuna', 'Pehlwan', 'Sattva',
] as const;

export const NAME_SUFFIXES: Readonly<Record<GymType, readonly string[]>> = {
  fitness_center: ['Fitness', 'Gym', 'Fitness Studio', 'Health Club', 'Fitness Club', 'Gym & Spa'],
  yoga_studio: ['Yoga Studio', 'Yoga Shala', 'Yoga Centre', 'Yoga & Wellness'],
  crossfit_box: ['CrossFit', 'Functional Box', 'Athletics', 'Strength Lab'],
  martial_arts: ['MMA Academy', 'Karate Dojo', 'Boxing Club', 'Martial Arts Academy', 'Kickboxing Club'],
  sports_complex: ['Sports Arena', 'Sports Complex', 'Sports Club', 'Aquatic & Sports Centre'],
};

/** Facilities every gym of the type has, then ones it may have. */
export const FACILITIES: Readonly<Record<GymType, { always: readonly string[]; maybe: readonly string[] }>> = {
  fitness_center: {
    always: ['Cardio zone', 'Free weights', 'Strength machines'],
    maybe: ['Functional training area', 'Spin studio', 'Steam & sauna', 'Swimming pool', 'Yoga studio', 'Zumba floor', 'Juice bar'],
  },
  yoga_studio: {
    always: ['Yoga studio', 'Meditation hall'],
    maybe: ['Aerial yoga setup', 'Pilates reformers', 'Changing rooms', 'Herbal tea corner', 'Steam & sauna'],
  },
  crossfit_box: {
    always: ['Functional training area', 'Free weights', 'Rigs & pull-up bars'],
    maybe: ['Olympic lifting platforms', 'Rowers & assault bikes', 'Kettlebell zone', 'Sled track', 'Cardio zone'],
  },
  martial_arts: {
    always: ['Mat area', 'Heavy bags'],
    maybe: ['Boxing ring', 'Sparring cage', 'Strength corner', 'Cardio zone', 'Changing rooms'],
  },
  sports_complex: {
    always: ['Swimming pool', 'Cardio zone', 'Free weights'],
    maybe: ['Badminton courts', 'Squash court', 'Table tennis', 'Basketball court', 'Steam & sauna', 'Spin studio', 'Boxing ring'],
  },
};

export const TRAINER_SPECIALITIES: Readonly<Record<GymType, readonly string[]>> = {
  fitness_center: ['Strength & conditioning', 'Weight loss', 'Bodybuilding', 'Functional training', 'Zumba', 'Nutrition', 'Injury rehab', 'Senior fitness'],
  yoga_studio: ['Hatha yoga', 'Power yoga', 'Ashtanga yoga', 'Prenatal yoga', 'Pranayama', 'Pilates', 'Meditation'],
  crossfit_box: ['CrossFit', 'Olympic lifting', 'Functional training', 'Mobility', 'HIIT', 'Nutrition'],
  martial_arts: ['Boxing', 'Kickboxing', 'MMA', 'Karate', 'Taekwondo', 'Kalaripayattu', 'Self-defence'],
  sports_complex: ['Swimming', 'Badminton coaching', 'Strength & conditioning', 'Squash coaching', 'HIIT', 'Aqua aerobics'],
};

export const TRAINER_AVAILABILITY = [
  'Mon–Sat, 6:00 AM – 11:00 AM',
  'Mon–Fri, 5:00 PM – 9:00 PM',
  'Mon–Sat, 7:00 AM – 12:00 PM & 5:00 PM – 8:00 PM',
  'Tue, Thu, Sat: 6:00 AM – 10:00 AM',
  'Weekends, 7:00 AM – 1:00 PM',
  'Mon, Wed, Fri: 6:00 PM – 9:00 PM',
  'Mon–Sun, 6:00 AM – 9:00 AM',
] as const;

export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Deepika', 'Farhan', 'Gaurav', 'Ishaan', 'Kavya', 'Karan',
  'Meera', 'Neha', 'Nikhil', 'Pooja', 'Rohan', 'Sana', 'Siddharth', 'Sneha', 'Tanvi', 'Varun', 'Vikram',
  'Aisha', 'Harpreet', 'Lakshmi', 'Manoj', 'Nandini', 'Pranav', 'Ritika', 'Suresh', 'Tara', 'Yash',
  'Zoya', 'Arvind', 'Bhavna', 'Chirag', 'Divya', 'Esha', 'Hrithik', 'Jyoti', 'Kunal', 'Madhavi',
  'Omkar', 'Parvati', 'Rajesh', 'Shreya', 'Vivek', 'Anjali', 'Imran', 'Sunita',
] as const;

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Shah', 'Gupta', 'Singh', 'Khan', 'Das', 'Banerjee',
  'Mukherjee', 'Kulkarni', 'Deshpande', 'Joshi', 'Menon', 'Pillai', 'Rao', 'Chatterjee', 'Agarwal', 'Malhotra',
  'Kapoor', 'Chopra', 'Bhat', 'Hegde', 'Naidu', 'Gill', 'Sethi', 'Fernandes', "D'Souza", 'Mishra', 'Tiwari',
  'Saxena', 'Chauhan', 'Rathore', 'Jain', 'Bose', 'Sen', 'Krishnan',
] as const;

export const STREETS = [
  'Link Road', 'Station Road', 'Main Road', '2nd Cross Road', '100 Feet Road', 'Market Road', 'Ring Road',
  'Temple Street', '1st Main Road', 'Church Road', 'Lake View Road', 'Hill Road', 'Park Avenue', 'College Road',
] as const;

export const BUILDINGS = [
  'Sai Krupa Complex', 'Shanti Plaza', 'Sunrise Towers', 'Lotus Arcade', 'Ganesh Chambers', 'Silver Oak Mall',
  'Crystal Heights', 'Galaxy Commercial Centre', 'Laxmi Niwas', 'Orchid Square', 'Royal Enclave', 'Green Park Building',
] as const;

export const OPENING_TIMES = ['05:00', '05:30', '06:00', '06:00', '06:30'] as const;
export const CLOSING_TIMES = ['21:00', '22:00', '22:00', '22:30', '23:00'] as const;

export const CATEGORY_PHRASES: Readonly<Record<GymCategory, string>> = {
  budget: 'a no-frills, value-for-money',
  standard: 'a well-equipped neighbourhood',
  premium: 'a premium',
  luxury: 'a luxury',
};

export const TYPE_PHRASES: Readonly<Record<GymType, string>> = {
  fitness_center: 'fitness centre',
  yoga_studio: 'yoga studio',
  crossfit_box: 'CrossFit box',
  martial_arts: 'martial arts academy',
  sports_complex: 'sports complex',
};

/** {name}, {kind}, {area}, {city}, {facilities}: filled per gym. */
export const DESCRIPTIONS = [
  '{name} is {kind} in {area}, {city}. Expect {facilities}, friendly certified trainers and spotless changing rooms.',
  'Train at {name}, {kind} right in {area}. We offer {facilities} and programmes for beginners and regulars alike.',
  'Located in the heart of {area}, {city}, {name} is {kind} with {facilities}. Walk in with a day pass or stay with a yearly plan.',
  '{name} brings {facilities} to {area}. {kindCap} with flexible timings, batch sizes kept small, and no long-term lock-in.',
] as const;

/** Short review texts by star rating (index 0 → 1 star). */
export const REVIEW_TEXTS: readonly (readonly string[])[] = [
  [
    'Machines are often out of order and nobody fixes them. Not worth the money.',
    'Very crowded in the evenings and the staff was rude when I asked for help.',
    'Changing rooms were dirty on every visit. Cancelled my membership.',
    'They charged me for a month but the gym was shut for a week without notice.',
  ],
  [
    'Equipment is old and the AC barely works in summer.',
    'Trainer was hardly around. Had to figure out everything myself.',
    'Okay location but too crowded after 6 PM, waited ages for the bench.',
    'Showers had no hot water most mornings. Needs better upkeep.',
  ],
  [
    'Decent gym for the price. Gets crowded after 7 PM.',
    'Good equipment but the music is too loud for my taste.',
    'Average experience. Trainers are okay, cleanliness could be better.',
    'Fine for basic workouts. Parking is a problem on weekdays.',
    'Classes are good, but the locker area needs attention.',
  ],
  [
    'Clean place and helpful trainers. Worth the monthly fee.',
    'Good variety of equipment and the morning batch is not crowded.',
    'Friendly staff, well-maintained machines. Would recommend.',
    'Loved the group classes. Only wish they opened a bit earlier.',
    'Great ambience and good music. Day pass was handy while travelling.',
    'Trainer planned a proper routine for me. Seeing results in 2 months.',
  ],
  [
    'Best gym in the area! Trainers actually care about your form.',
    'Spotless, well-equipped and never too crowded. Totally worth it.',
    'Excellent coaching and a very motivating atmosphere.',
    'Lost 8 kg in four months with their programme. Thank you team!',
    'Top-notch facilities and super friendly staff. Five stars.',
    'Amazing instructors and the steam room after a workout is bliss.',
  ],
];

export const OWNER_REPLIES = [
  'Thank you for the kind words! See you at your next session.',
  'Thanks for the feedback. We have shared it with our trainers.',
  'Sorry about your experience. Please speak to our manager so we can make it right.',
  'Glad you enjoyed the classes! New evening batches start next month.',
  'Thank you! We are working on the parking situation.',
] as const;

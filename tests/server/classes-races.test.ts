import { useTestServer } from '@tests/utils/build-server';
import { describeClassRaces } from '@tests/utils/class-races';

const server = useTestServer();
// Monday 23 Nov 2026, 10:00 in India: the class is on Tuesday at 07:00. The clock is set by describeClassRaces (clock.set(at)).
describeClassRaces(server, { at: new Date('2026-11-23T04:30:00Z'), classDay: '2026-11-24' });

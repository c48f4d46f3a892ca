// A deterministic spec shaped like AWS EC2's published one: no tags, every action at `/#Action=<Name>` or
// `/?Action=<Name>` with a GET and a POST (`GET_<Name>`, `POST_<Name>`), query parameters and XML
// responses, a server with a `{region}` variable. Used by the navigation tests.

const VERBS = [
  'Create',
  'Delete',
  'Modify',
  'Get',
  'Associate',
  'Disassociate',
  'Enable',
  'Disable',
  'Accept',
  'Reject',
  'Attach',
  'Detach',
  'Register',
  'Deregister',
  'Start',
  'Stop',
  'Import',
  'Export',
  'Replace',
  'Reset',
  'Cancel',
  'Revoke',
  'Authorize',
  'Allocate',
  'Release',
  'Purchase',
  'Restore',
  'Search',
  'Terminate',
  'Monitor',
  'Provision',
  'Copy',
  'Run',
  'Unassign',
  'Assign',
  'Confirm',
  'Withdraw',
  'Advertise',
];
const NOUNS = [
  'Instances',
  'Volumes',
  'Snapshots',
  'Vpcs',
  'Subnets',
  'RouteTables',
  'SecurityGroups',
  'NetworkInterfaces',
  'Images',
  'KeyPairs',
  'Addresses',
  'TransitGateways',
  'LaunchTemplates',
  'FleetRequests',
  'Hosts',
  'CapacityReservations',
  'IpamPools',
  'VpnConnections',
  'NatGateways',
  'FlowLogs',
  'PlacementGroups',
  'Tags',
  'InstanceStatus',
  'SpotPriceHistory',
  'ReservedInstances',
  'CustomerGateways',
  'DhcpOptions',
  'Ipams',
  'VerifiedAccessGroups',
  'TrafficMirrorSessions',
];

/** Action names, sorted as EC2's are: a third of them `Describe<Noun>` (as in EC2), the rest other verbs; `DescribeInstances` first. */
function actionNames(count) {
  const names = [];
  for (let i = 0; i < count; i++) {
    const verb = i % 3 === 0 ? 'Describe' : VERBS[(i * 7) % VERBS.length];
    names.push(`${verb}${NOUNS[i % NOUNS.length]}${Math.floor(i / NOUNS.length) || ''}`);
  }
  return names.sort();
}

/** The spec: `actions` actions x 2 methods (600 actions by default: 1,200 operations), no tags. */
export function ec2LikeSpec(actions = 600) {
  const paths = {};
  actionNames(actions).forEach((name, i) => {
    const parameters = [
      {
        name: 'DryRun',
        in: 'query',
        required: false,
        description: 'Checks whether you have the required permissions for the action, without actually making the request.',
        schema: { type: 'boolean' },
      },
      {
        name: 'MaxResults',
        in: 'query',
        required: false,
        description: 'The maximum number of items to return for this request.',
        schema: { type: 'integer', minimum: 5, maximum: 1000 },
      },
    ];
    const responses = { 200: { description: 'Success', content: { 'text/xml': { schema: { $ref: '#/components/schemas/ActionResult' } } } } };
    const op = (method) => ({
      operationId: `${method}_${name}`,
      description: `${name.replace(/([a-z])([A-Z])/g, '$1 $2')}: performs the ${name} action.`,
      parameters,
      responses,
    });
    paths[`/${i % 2 ? '?' : '#'}Action=${name}`] = { get: op('GET'), post: op('POST') };
  });
  return {
    openapi: '3.0.0',
    info: { title: 'Amazon Elastic Compute Cloud', version: '2016-11-15' },
    servers: [
      {
        url: 'http://ec2.{region}.amazonaws.com',
        description: 'The Amazon EC2 multi-region endpoint',
        variables: { region: { default: 'us-east-1', enum: ['us-east-1', 'us-west-2', 'eu-west-1'], description: 'The AWS region' } },
      },
      {
        url: 'https://ec2.{region}.amazonaws.com.cn',
        description: 'The Amazon EC2 endpoint for China',
        variables: { region: { default: 'cn-north-1', enum: ['cn-north-1', 'cn-northwest-1'], description: 'The AWS region' } },
      },
    ],
    paths,
    components: {
      schemas: {
        ActionResult: {
          type: 'object',
          properties: { requestId: { type: 'string', description: 'The ID of the request.' }, return: { type: 'boolean' } },
          xml: { name: 'Result' },
        },
      },
    },
  };
}

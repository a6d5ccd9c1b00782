/**
 * TG-8: the mini app's campaigns and their tasks, by the ids the task links
 * carry (`?campaignId=&taskId=`). The api completes a task by its ids and
 * answers nothing else about it; what a person reads is the name of each in
 * the `telegram` namespace (`campaigns.{campaignId}.name`,
 * `campaigns.{campaignId}.tasks.{taskId}`). A task not listed here is still
 * completed, and its page says so without naming it. Pure data.
 */
export const MINI_APP_CAMPAIGNS: Readonly<Record<string, readonly string[]>> = {
  spring: ['visit', 'invite'],
};

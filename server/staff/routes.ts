import {
  staffCreate,
  staffList,
  staffRemove,
  staffRoleSave,
  staffRoles,
  staffSales,
  staffSalesCsv,
  staffSettings,
  staffUpdate,
  tillApprove,
  tillLock,
  tillUnlock,
} from '../../contract/staff';
import { staffClock, staffHours, staffHoursCsv, staffHoursEdit } from '../../contract/time-clock';
import { handle, type Route } from '../http/calls';
import type { StaffService } from './service';

export function staffRoutes(staff: StaffService): Route[] {
  const { members, till, sales, timeClock } = staff;
  return [
    handle(staffList, (_input, ctx) => members.list(ctx.user)),
    handle(staffCreate, (input, ctx) => members.create(input, ctx.user)),
    handle(staffUpdate, (input, ctx) => members.update(input, ctx.user)),
    handle(staffRemove, (input, ctx) => members.remove(input.id, ctx.user)),
    handle(staffRoles, (_input, ctx) => members.roles(ctx.user)),
    handle(staffRoleSave, (input, ctx) => members.saveRole(input, ctx.user)),
    handle(staffSettings, (input, ctx) => members.saveSettings(input, ctx.user)),
    handle(tillUnlock, (input, ctx) => till.unlock(input, ctx.user)),
    handle(tillLock, (_input, ctx) => till.lock(ctx.user, ctx.request.headers)),
    handle(tillApprove, (input, ctx) => till.approve(input, ctx.user)),
    handle(staffSales, (input, ctx) => sales.report(input, ctx.user)),
    handle(staffSalesCsv, (input, ctx) => sales.csv(input, ctx.user)),
    // the time clock (docs/decisions/0287-time-clock.md)
    handle(staffClock, (input, ctx) => timeClock.clock(input, ctx.user)),
    handle(staffHours, (input, ctx) => timeClock.hours(input, ctx.user)),
    handle(staffHoursEdit, (input, ctx) => timeClock.edit(input, ctx.user)),
    handle(staffHoursCsv, (input, ctx) => timeClock.csv(input, ctx.user)),
  ];
}

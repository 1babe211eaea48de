import React from 'react';
import { FormsRuntime } from '../toasts/FormsRuntime';
import { JoinListWidget, type JoinListWidgetProps } from './JoinListWidget';

/** The lazily loaded join-list widget with its runtime (loaded when a trigger first opens it). */
export default function JoinListIsland(props: JoinListWidgetProps) {
  return (
    <FormsRuntime>
      <JoinListWidget {...props} />
    </FormsRuntime>
  );
}
